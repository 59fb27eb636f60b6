// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=BUG
// A recursive destroy that returns before freeing the last element: the
// return summary keeps one block, which the caller loses at its end.
// GRAPH-NOT: {{^Result: true$}}
// BUG: {{^Result: false\(valid-memtrack\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int val; struct node *next; };

static void destroy(struct node *l) {
  if (!l || !l->next) return;
  destroy(l->next);
  free(l);
}

int main(void) {
  struct node *l = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *h = malloc(sizeof *h);
    if (!h) abort();
    h->next = l;
    l = h;
  }
  destroy(l);
  return 0;
}
