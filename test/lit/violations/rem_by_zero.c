// RUN: %status 101 %memterm --run %s --nondet 0 2>&1 | FileCheck %s
// Unsigned remainder by a zero nondet value.
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int m = __VERIFIER_nondet_uint();
  unsigned int x = 12345u;
  // CHECK: memterm: run: violation undefined-behavior at {{.*}}rem_by_zero.c:[[@LINE+1]]:{{[0-9]+}} in main:
  return (int)(x % m);
}
