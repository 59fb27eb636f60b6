// RUN: %memterm --property-file %props/valid-memsafety.prp --timeout 60 %s | FileCheck %s
// A ring index (idx + 1) % 64 into a global of 64 cells: the Horn-clause
// stage's candidate bound idx <= 63 (the remainder's divisor less one)
// is inductive, and the graph takes it at its loop head.  With BUG the
// ring has 65 positions.
// CHECK-NOT: Result: false
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int hist[64];
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int idx = 0;
  for (int k = 0; k < n; k++) {
    hist[idx] = k;
#ifdef BUG
    idx = (idx + 1) % 65;
#else
    idx = (idx + 1) % 64;
#endif
  }
  return hist[(idx + 63) % 64] > 0;
}
