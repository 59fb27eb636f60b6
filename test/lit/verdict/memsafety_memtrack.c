// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: tail -n 1 %t.out | FileCheck %s
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// A block becomes unreachable (its only pointer lives in a returned callee).
// CHECK: {{^Result: false\(valid-memtrack\)$}}
// ONE: {{^1$}}
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

static int compute(int x) {
  int *tmp = malloc(sizeof *tmp);
  if (!tmp) return 0;
  *tmp = x * 2;
  return *tmp;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 1000 || x < -1000) x = 0;
  return compute(x) == 1;
}
