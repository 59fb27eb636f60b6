// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 --timeout 20 %s > %t.out
// RUN: FileCheck %s < %t.out
// A safe program: the bounded model checker finds no violation, so the
// answer is not false.
// CHECK-NOT: Result: false
// CHECK: {{^Result: (true|unknown)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 8) return 0;
  int *a = malloc(n * sizeof *a);
  if (!a) return 0;
  for (int i = 0; i < n; i++) a[i] = i;
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  free(a);
  return s < 0;
}
