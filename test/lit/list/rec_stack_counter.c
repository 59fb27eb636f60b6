// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s
// A recursive count over a list into a counter on main's stack: the
// caller's stack block is part of each nested call's footprint (no frame
// of the callee pops it), and main continues with its own block, whose
// cell the return summary describes (the count is not negative).
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
struct node { int val; struct node *next; };

static void count(struct node *l, int *n) {
  if (!l) return;
  if (*n < 1000000) (*n)++;
  count(l->next, n);
}

int main(void) {
  struct node *l = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *h = malloc(sizeof *h);
    if (!h) abort();
    h->next = l;
    l = h;
  }
  int n = 0;
  count(l, &n);
  if (n < 0) reach_error();
  while (l) {
    struct node *t = l->next;
    free(l);
    l = t;
  }
  return 0;
}
