// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --data-model ILP32 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --data-model ILP32 --property-file %props/unreach-call.prp %s | FileCheck %s
// A list is built forwards with an index in each element (0, 1, 2, ...),
// then walked with a machine int counter that must match the index.  The
// counter equals the walked length; a list of 12-byte elements cannot
// have 2^31 elements in a 32-bit address space, so the counter never
// wraps and the walk's loop head converges.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
struct node { int idx; int pad; struct node *next; };

int main(void) {
  struct node *a = malloc(sizeof *a);
  if (!a) abort();
  struct node *p = a;
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    p->idx = i;
    p->next = malloc(sizeof *p);
    if (!p->next) abort();
    p = p->next;
    i++;
  }
  p->idx = i;
  p->next = NULL;
  i = 0;
  for (p = a; p; p = p->next, i++)
    if (p->idx != i) reach_error();
  while (a) {
    p = a->next;
    free(a);
    a = p;
  }
  return 0;
}
