// RUN: %compare %s
// Signed and unsigned comparisons, including the usual arithmetic conversions.
#include <stdio.h>

static void cmp(int a, int b) {
  printf("%d %d: < %d <= %d > %d >= %d == %d != %d\n", a, b, a < b, a <= b, a > b,
         a >= b, a == b, a != b);
}

int main(void) {
  cmp(1, 2);
  cmp(2, 1);
  cmp(-5, -5);
  cmp(-1, 0);
  cmp(-2147483647 - 1, 2147483647);
  unsigned int u = 1;
  int neg = -1;
  printf("(unsigned)-1 > 1: %d\n", (unsigned int)neg > u);
  printf("-1 < 1 as long: %d\n", (long)neg < (long)u);
  unsigned char c = 255;
  signed char s = -1;
  printf("c > s: %d\n", c > s);
  long long x = -3000000000LL;
  unsigned long long y = 3000000000ULL;
  printf("x<0 %d y>x(ull) %d\n", x < 0, y > (unsigned long long)x);
  double d1 = 0.1, d2 = 0.2;
  printf("d1<d2 %d d1+d2==0.3 %d\n", d1 < d2, d1 + d2 == 0.3);
  int count = 0;
  for (int i = -10; i <= 10; i++)
    if (i % 3 == 0 && i != 0) count++;
  printf("count=%d\n", count);
  return 0;
}
