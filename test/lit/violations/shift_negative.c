// RUN: %status 101 %memterm --run %s --nondet -1 2>&1 | FileCheck %s
// Shifting by a negative amount: undefined (C17 6.5.7p3), a no-overflow
// violation as in UBSan (-fsanitize=shift-exponent).
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int k = __VERIFIER_nondet_int();
  int v = 1024;
  // CHECK: memterm: run: violation no-overflow at {{.*}}shift_negative.c:[[@LINE+1]]:{{[0-9]+}} in main: shift exponent -1 is negative
  return v >> k;
}
