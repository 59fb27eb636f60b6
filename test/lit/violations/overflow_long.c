// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// 64-bit signed overflow in a factorial.
int main(void) {
  long long f = 1;
  for (long long i = 1; i <= 25; i++)
    // CHECK: memterm: run: violation no-overflow at {{.*}}overflow_long.c:[[@LINE+1]]:{{[0-9]+}} in main:
    f *= i;
  return (int)(f & 1);
}
