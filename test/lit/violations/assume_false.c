// RUN: %status 103 %memterm --run %s --nondet 5 2>&1 | FileCheck %s --implicit-check-not="run: violation"
// RUN: %status 0 %memterm --run %s --nondet 50 2>&1 | FileCheck %s --check-prefix=OK --implicit-check-not="run: violation"
// A failing __VERIFIER_assume ends the run with status 103 before the
// out-of-bounds access that only smaller values would reach.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int a[10] = {0};
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 10);
  return a[n - 10 > 9 ? 9 : n - 10];
}
// CHECK: memterm: run:
// OK: memterm: run: exit 0
