// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// An in-place reversal: the walked part becomes a second list whose head
// is the element just moved; both lists are folded at the loop head.
// CHECK: {{^Result: true$}}
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
  while (h) {            /* reverse in place */
    struct node *t = h->next;
    h->next = r;
    r = h;
    h = t;
  }
  while (r) { struct node *t = r->next; free(r); r = t; }
  return 0;
}
