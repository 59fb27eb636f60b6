// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The reversed list loses its first element before it is freed: a leak.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int v; struct node *next; };
int main(void) {
  struct node *h = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *x = malloc(sizeof *x);
    if (!x) abort();
    x->v = 1;
    x->next = h;
    h = x;
  }
  struct node *r = NULL;
  while (h) {
    struct node *t = h->next;
    h->next = r;
    r = h;
    h = t;
  }
  if (r) r = r->next;    /* drops the first element: leaked */
  while (r) { struct node *t = r->next; free(r); r = t; }
  return 0;
}
