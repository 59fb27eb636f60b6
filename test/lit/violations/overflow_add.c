// RUN: %status 101 %memterm --run %s --nondet 2147483600 2>&1 | FileCheck %s
// Signed addition overflows after a number of loop iterations.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  for (int i = 0; i < 100; i++)
    // CHECK: memterm: run: violation no-overflow at {{.*}}overflow_add.c:[[@LINE+1]]:{{[0-9]+}} in main:
    x += i;
  return x & 1;
}
