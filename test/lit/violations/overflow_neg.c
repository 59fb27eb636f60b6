// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Negating INT_MIN overflows.
#include <limits.h>

static int my_abs(int v) {
  // CHECK: memterm: run: violation no-overflow at {{.*}}overflow_neg.c:[[@LINE+1]]:{{[0-9]+}} in my_abs:
  return v < 0 ? -v : v;
}

int main(void) {
  int s = my_abs(-5) + my_abs(7);
  return s + my_abs(INT_MIN);
}
