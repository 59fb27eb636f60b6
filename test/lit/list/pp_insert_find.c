// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// A key inserted through a pointer to the link to update, advanced
// without reading the element it points into (pp = &(*pp)->next, the
// next field after the key), then found by a walk with a prev cursor,
// unlinked and freed; no other element holds the key.  At the insertion
// loop's head pp points inside the first element of the rest of the
// list: that element is taken out of the list there (and not folded back
// in), so the walked part, the element and the rest stay apart.
// GRAPH: {{^Result: true$}}
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { int key; struct node *next; };
int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->key = 0;
    n->next = head;
    head = n;
  }
  struct node *k = malloc(sizeof *k);
  if (!k) abort();
  k->key = 7;
  struct node **pp = &head;
  while (*pp && __VERIFIER_nondet_int()) pp = &(*pp)->next;
  k->next = *pp;
#ifndef PF_NO_LINK
  *pp = k;
#endif
  struct node *prev = NULL, *x = head;
  while (x->key != 7) { prev = x; x = x->next; }
#ifndef PF_NO_UNLINK
  if (prev) prev->next = x->next; else head = x->next;
#endif
  free(x);
  for (x = head; x; x = x->next)
    if (x->key == 7) reach_error();
  while (head) { x = head->next; free(head); head = x; }
  return 0;
}
