// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The only pointer to the list is overwritten before the program may
// abort: the list is unreachable there and at the end of main.  Keeping
// values bound into blocks that end the program must not hide that.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int data; struct node *next; };

int main(void) {
  struct node *head = NULL;
  int n = 0;
  while (__VERIFIER_nondet_int() && n < 100) {
    struct node *x = malloc(sizeof *x);
    if (!x) abort();
    x->data = n++;
    x->next = head;
    head = x;
  }
  head = NULL;
  if (__VERIFIER_nondet_int()) abort();
  return n;
}
