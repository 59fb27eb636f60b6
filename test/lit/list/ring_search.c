// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// A ring of n cells whose keys are their positions 0, 1, ..., n-1, and a
// search for a key below n: it ends because the keys step by one from the
// cursor to the last cell and the wanted key lies between.  The list
// invariant keeps the step of a field (each element holds the one before's
// value plus 1), so the last key is first + length - 1.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct cell { struct cell *next; int key; };

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000000) return 0;
  struct cell *first = malloc(sizeof *first);
  if (!first) return 0;
  first->key = 0;
  struct cell *last = first;
  for (int k = 1; k < n; k++) {
    struct cell *c = malloc(sizeof *c);
    if (!c) abort();
    c->key = k;
    last->next = c;
    last = c;
  }
  last->next = first;
  int want = __VERIFIER_nondet_int();
  if (want < 0 || want >= n) want = n - 1;
  struct cell *p = first;
  while (p->key != want) p = p->next;
  int r = p == first;
  p = first->next;
  while (p != first) {
    struct cell *q = p->next;
    free(p);
    p = q;
  }
  free(first);
  return r;
}
