// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// A list built in phases (tags 10, then 20, then one 30) and checked by
// walks that rely on the order: the lists of each tag stay apart (data
// kept apart), so every element of the second one is known to hold 20.
// GRAPH: main:{{[0-9]+}}: list from call {{.*}}each element's field at offset 0 holds 10
// GRAPH: main:{{[0-9]+}}: list from ? {{.*}}ends at p.1; each element's field at offset 0 holds 20
// GRAPH: {{^Result: true$}}
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { int tag; struct node *next; };
int main(void) {
  struct node *head = malloc(sizeof *head);
  if (!head) return 0;
  struct node *p = head;
  while (__VERIFIER_nondet_int()) {
    p->tag = 10;
    p->next = malloc(sizeof *p);
    if (!p->next) abort();
    p = p->next;
  }
  while (__VERIFIER_nondet_int()) {
    p->tag = 20;
    p->next = malloc(sizeof *p);
    if (!p->next) abort();
    p = p->next;
  }
  p->tag = 30;
  p->next = NULL;
  p = head;
  while (p->tag == 10) p = p->next;
#ifndef AP_NO_20S
  while (p->tag == 20) p = p->next;
#endif
  if (p->tag != 30) reach_error();
  if (p->next != NULL) reach_error();
  return 0;
}
