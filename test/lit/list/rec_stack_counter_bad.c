// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=BUG
// rec_stack_counter.c with two faults: the base case writes one int past
// the caller's counter, and it leaves -1 there, which main checks for.
// GRAPH-NOT: {{^Result: true$}}
// BUG: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
struct node { int val; struct node *next; };

static void count(struct node *l, int *n) {
  if (!l) {
    if (*n > 0) n[1] = 0;
    else *n = -1;
    return;
  }
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
