// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=BUG
// A recursive function leaves the address of its own local in the
// caller's variable: after the return that local is dead, and main reads
// through it.
// GRAPH-NOT: {{^Result: true$}}
// BUG: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int val; struct node *next; };

static void last_local(struct node *l, int **out) {
  int x = 1;
  if (!l) {
    *out = &x;
    return;
  }
  last_local(l->next, out);
}

int main(void) {
  struct node *l = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *h = malloc(sizeof *h);
    if (!h) abort();
    h->next = l;
    l = h;
  }
  int *p = NULL;
  last_local(l, &p);
  int r = *p;
  while (l) {
    struct node *t = l->next;
    free(l);
    l = t;
  }
  return r;
}
