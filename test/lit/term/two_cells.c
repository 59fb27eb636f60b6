// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/\*y = \*y - 1;/\*y = \*y;/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=NOT
// Two counters in two alloca'd cells, never initialized before the loop:
// the loop head gets both cells (materialized from the state that comes
// back to it; the two blocks are ordered only by a disjunction), so the
// lexicographic (*y, *x) ranks the loop.  Without the decrease of *y, x
// set to 1 forever: never true.
// CHECK: {{^Result: true$}}
// NOT-NOT: Result: true
// NOT: {{^Result: (unknown|false\(termination\))$}}
#include <alloca.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *x = alloca(sizeof(int));
  int *y = alloca(sizeof(int));
  while (*x > 0 && *y > 0) {
    if (__VERIFIER_nondet_int()) {
      *x = *x - 1;
    } else {
      *x = __VERIFIER_nondet_int();
      *y = *y - 1;
    }
  }
  return 0;
}
