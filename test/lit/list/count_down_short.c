// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// count_down_n.c with a list one element shorter than the removals: the
// last removal reads the next field of NULL.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int data; };
static struct node *build(int n) {
  struct node *h = NULL;
  for (; n > 0; n--) {
    struct node *e = malloc(sizeof *e);
    if (!e) abort();
    e->data = n;
    e->next = h;
    h = e;
  }
  return h;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000) return 0;
  struct node *h = build(n - 1);
  for (int i = 0; i < n; i++) {
    struct node *t = h->next;
    free(h);
    h = t;
  }
  return h != NULL;
}
