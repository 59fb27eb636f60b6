// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// A walk one step past the end of the list (p is NULL after the loop).
// The list invariants must not prove it; a concrete run confirms the violation.
// GRAPH-NOT: {{^Result: true$}}
// GRAPH: {{^Result: unknown$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int v; struct node *next; };
int main(void) {
  int n = __VERIFIER_nondet_int();
  struct node *h = NULL;
  for (int i = 0; i < n; i++) {
    struct node *x = malloc(sizeof *x);
    if (!x) abort();
    x->v = i;
    x->next = h;
    h = x;
  }
  struct node *p = h;
  int s = 0;
  if (p) {
    while (p) { s += p->v; p = p->next; }
    s += p->v; /* one step past the end */
  }
  while (h) { struct node *t = h->next; free(h); h = t; }
  return s;
}
