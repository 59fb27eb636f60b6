// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// The list ends with an element marked 3 (the others hold 1 or 2) and a
// walk stops at the mark, not at NULL: it is memory safe only because the
// last element holds the mark.  A walk that finds the first element
// materializes it with a case split (seed 004): one element -- then it is
// also the last, with the mark -- or at least two, so the rest is nonempty.
// CHECK: {{^Result: true$}}
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
  p->h = 3;
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
