// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The last element is never freed: it leaks at the end of the program.
// The list invariants must not prove it; a concrete run confirms the violation.
// GRAPH-NOT: {{^Result: true$}}
// GRAPH: {{^Result: unknown$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int v; struct node *next; };
int main(void) {
  int n = __VERIFIER_nondet_int();
  struct node *h = NULL;
  for (int i = 0; i < n; i++) {
    struct node *x = malloc(sizeof *x);
    if (!x) abort();
    x->next = h;
    h = x;
  }
  while (h && h->next) { struct node *t = h->next; free(h); h = t; } /* the last element stays */
  return 0;
}
