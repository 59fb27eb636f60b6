// RUN: %compare %s
// float and double arithmetic, conversions and printf("%f").
#include <stdio.h>

int main(void) {
  double a = 1.5, b = -0.25;
  printf("%f %f %f %f\n", a + b, a - b, a * b, a / b);
  float f = 3.0f;
  f = f / 4.0f;
  printf("f=%f\n", f);
  double sum = 0.0;
  for (int i = 1; i <= 10; i++) sum += 1.0 / i;
  printf("harmonic=%f\n", sum);
  double x = 2.0;
  for (int i = 0; i < 5; i++) x = 0.5 * (x + 2.0 / x);   /* Newton sqrt(2) */
  printf("sqrt2=%f\n", x);
  int i = (int)(a * 10.0);
  long l = (long)-2.9;
  printf("i=%d l=%ld\n", i, l);
  double big = 1e15;
  printf("big=%f\n", big + 0.5);
  float g = 16777216.0f;
  printf("g+1=%f\n", g + 1.0f);
  printf("cmp %d %d\n", a > b, 0.5f == 0.5);
  double neg = -0.0;
  printf("neg=%f\n", neg);
  unsigned u = 3000000000u;
  printf("u->d=%f\n", (double)u);
  return 0;
}
