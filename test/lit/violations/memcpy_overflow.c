// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// memcpy writes one byte more than the destination holds.
#include <string.h>

struct msg { char head[4]; char body[12]; };

int main(void) {
  char src[16] = "0123456789abcde";
  char dst[10];
  struct msg m;
  memcpy(m.body, src, sizeof m.body);
  // CHECK: memterm: run: violation valid-deref at {{.*}}memcpy_overflow.c:[[@LINE+1]]:{{[0-9]+}} in main:
  memcpy(dst, src, sizeof dst + 1);
  return dst[0] + m.body[0];
}
