// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// walk_to_marker.c, but the last element is not marked: the walk reads
// past the end of the list (a NULL dereference).
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int h; int flag; struct node *n; };

int main(void) {
  struct node *a = malloc(sizeof *a);
  if (!a) return 0;
  struct node *p = a;
  for (int k = 0; k < 1000 && __VERIFIER_nondet_int(); k++) {
    p->flag = __VERIFIER_nondet_int();
    p->h = p->flag ? 1 : 2;
    struct node *t = malloc(sizeof *t);
    if (!t) abort();
    p->n = t;
    p = t;
  }
  p->h = 2;
  p->n = NULL;
  for (p = a; p->h != 3; p = p->n)
    ;
  while (a) {
    struct node *t = a->n;
    free(a);
    a = t;
  }
  return 0;
}
