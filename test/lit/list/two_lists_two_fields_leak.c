// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=CEX
// Two lists of one struct type, the first linked by `a`, the second by
// `b`.  A merge links elements of a size some list has as that list does,
// except along the field a loop prepends by (the newer state's chain
// reaches the older state's head): the second list is linked by `b`.
// Here the second list is freed along `a` (NULL in its elements): all but
// its first element leak.
// CHECK-NOT: {{^Result: true$}}
// CHECK: {{^Result: }}
// CEX: {{^Result: false\(valid-memtrack\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *a; struct node *b; };

int main(void) {
  struct node *l1 = NULL, *l2 = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->a = l1;
    n->b = NULL;
    l1 = n;
  }
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->b = l2;
    n->a = NULL;
    l2 = n;
  }
  while (l1) {
    struct node *x = l1->a;
    free(l1);
    l1 = x;
  }
  while (l2) {
    struct node *x = l2->a;
    free(l2);
    l2 = x;
  }
  return 0;
}
