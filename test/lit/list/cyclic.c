// RUN: %memterm --random-runs 0 --bmc-bound 0 --exec-budget 0 --seg-unroll 0 --seg-max-states 1500 --property-file %props/termination.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// A traversal of a cyclic list never meets NULL: the graph (its last element's
// next field is the head) must not prove it terminating; a lasso run finds
// the repeated state.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(termination\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int v; struct node *next; };
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1) return 0;
  struct node *h = malloc(sizeof *h);
  if (!h) abort();
  struct node *c = h;
  for (int i = 1; i < n; i++) {
    struct node *x = malloc(sizeof *x);
    if (!x) abort();
    c->next = x;
    c = x;
  }
  c->next = h; /* cyclic */
  struct node *p = h;
  while (p != NULL) p = p->next; /* never meets NULL */
  return 0;
}
