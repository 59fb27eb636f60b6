// RUN: %compare %s
// Division and remainder of negative operands truncate toward zero.
#include <stdio.h>

int main(void) {
  int a[] = {7, -7, 7, -7, 0, 1, -1, 100};
  int b[] = {2, 2, -2, -2, 5, -3, 3, -7};
  for (int i = 0; i < 8; i++)
    printf("%d/%d=%d %d%%%d=%d\n", a[i], b[i], a[i] / b[i], a[i], b[i], a[i] % b[i]);
  long long x = -9000000000LL;
  printf("%lld %lld\n", x / 7, x % 7);
  unsigned int u = 4000000000u;
  printf("%u %u\n", u / 3u, u % 3u);
  short s = -32000;
  printf("%d %d\n", s / 3, s % 3);
  signed char c = -128;
  printf("%d %d\n", c / -1, c % 5);
  return 0;
}
