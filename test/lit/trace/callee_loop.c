// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=DRAW < %t.out
// RUN: FileCheck %s --check-prefix=FILL < %t.out
// RUN: FileCheck %s --check-prefix=SUM < %t.out
// The counterexample's trace: the nondet value with its line, the loops
// summarised (the fill loop of main, the off-by-one loop of sum), and the
// violation at the end.
// CHECK:      nondet values (where each was drawn):
// CHECK-NEXT:   #1 = 20 at line {{[0-9]+}} in main (__VERIFIER_nondet_int)
// CHECK-NEXT: trace (source lines executed, loops summarised):
// CHECK-NEXT:   main: line {{[0-9]+}} (draws nondet value #1)
// CHECK-NOT:  earlier step
// CHECK:      Result: false(valid-deref)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int sum(int *a, int n) {
  int s = 0;
  // SUM:      sum: line [[@LINE+2]]
  // SUM-NEXT: sum: lines [[@LINE+1]]-[[@LINE+2]] x 20 iterations
  for (int i = 0; i <= n; i++)
    s += a[i];
  // SUM-NEXT: sum: line [[@LINE-1]]
  // SUM-NEXT: => valid-deref at line [[@LINE-2]] in sum
  // SUM-NEXT: Result: false(valid-deref)
  return s;
}

int main(void) {
  // DRAW: #1 = 20 at line [[@LINE+2]] in main
  // DRAW: main: line [[@LINE+1]] (draws nondet value #1)
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 20) return 0;
  int *a = malloc(n * sizeof(int));
  if (!a) return 0;
  // FILL: main: line [[@LINE+1]] x 20 iterations
  for (int i = 0; i < n; i++) a[i] = i;
  int s = sum(a, n);
  free(a);
  return s;
}
