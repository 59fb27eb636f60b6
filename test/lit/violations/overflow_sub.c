// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Signed subtraction below INT_MIN; unsigned wrap-around before it is fine.
#include <limits.h>

int main(void) {
  unsigned int u = 0;
  u = u - 1;
  int lo = INT_MIN + 3;
  int d = 4;
  // CHECK: memterm: run: violation no-overflow at {{.*}}overflow_sub.c:[[@LINE+1]]:{{[0-9]+}} in main:
  int r = lo - d;
  return (int)(u & 1) + r;
}
