// RUN: %status 101 %memterm --run %s --nondet -1 2>&1 | FileCheck %s
// Shifting by a negative amount.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int k = __VERIFIER_nondet_int();
  int v = 1024;
  // CHECK: memterm: run: violation undefined-behavior at {{.*}}shift_negative.c:[[@LINE+1]]:{{[0-9]+}} in main:
  return v >> k;
}
