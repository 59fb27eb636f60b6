// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// A doubly linked list built at its tail, walked forwards from the head and
// backwards from the tail, then freed: the invariant has a second
// recursive field (prev) whose values mirror next, so the last element and
// the element before it are known and a backward walk is a traversal too.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct dnode { struct dnode *next, *prev; int data; };

int main(void) {
  struct dnode *head = NULL, *tail = NULL;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) {
    struct dnode *x = malloc(sizeof *x);
    if (!x) abort();
    x->data = __VERIFIER_nondet_int();
    x->next = NULL;
    x->prev = tail;
    if (tail) tail->next = x;
    else head = x;
    tail = x;
  }
  int s = 0;
  for (struct dnode *p = head; p; p = p->next) s += p->data > 0;
  for (struct dnode *p = tail; p; p = p->prev) s -= p->data > 0;
  while (head) {
    struct dnode *t = head->next;
    free(head);
    head = t;
  }
  return s;
}
