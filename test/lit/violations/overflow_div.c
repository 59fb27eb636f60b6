// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// INT_MIN / -1 overflows.
#include <limits.h>

int main(void) {
  int a = INT_MIN;
  int b = -2;
  int q = a / b;
  b = b + 1;
  // CHECK: memterm: run: violation no-overflow at {{.*}}overflow_div.c:[[@LINE+1]]:{{[0-9]+}} in main:
  q += a / b;
  return q;
}
