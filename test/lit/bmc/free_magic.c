// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 %s > %t.out
// RUN: FileCheck %s < %t.out
// A double free through a pointer stored in memory, for one input only.
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(valid-free\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct box { int *p; int n; };

int main(void) {
  struct box b;
  b.p = malloc(sizeof(int));
  b.n = __VERIFIER_nondet_int();
  if (!b.p) return 0;
  free(b.p);
  if (b.n + 1000 == -776777) free(b.p);
  return 0;
}
