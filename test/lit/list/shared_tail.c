// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// Two lists share a tail (lists are never shared in an invariant): freeing
// both frees the shared elements twice.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int v; struct node *next; };
static struct node *build(struct node *tail) {
  struct node *h = tail;
  while (__VERIFIER_nondet_int()) {
    struct node *x = malloc(sizeof *x);
    if (!x) abort();
    x->next = h;
    h = x;
  }
  return h;
}
static void destroy(struct node *h) {
  while (h) { struct node *t = h->next; free(h); h = t; }
}
int main(void) {
  struct node *a = build(NULL);
  struct node *b = build(a);  /* b's tail is a: shared */
  destroy(a);
  destroy(b);                 /* frees a's elements again when b reaches them */
  return 0;
}
