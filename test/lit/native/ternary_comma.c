// RUN: %compare %s
// Ternaries (nested, as lvalue selectors, with side effects), the comma
// operator, short-circuit && and ||, and compound assignment operators.
#include <stdio.h>

static int calls;
static int tick(int v) { calls++; return v; }

int main(void) {
  for (int x = -2; x <= 2; x++) printf("%s ", x < 0 ? "neg" : x == 0 ? "zero" : "pos");
  printf("\n");
  int a = 1, b = 2;
  *(a > b ? &a : &b) = 10;
  printf("a=%d b=%d\n", a, b);
  int c = (a++, b++, a + b);
  printf("c=%d a=%d b=%d\n", c, a, b);
  int r = 0 && tick(1);
  r += 1 || tick(2);
  r += tick(0) || tick(3);
  r += tick(1) && tick(0);
  printf("r=%d calls=%d\n", r, calls);
  int t = tick(1) ? tick(5) : tick(6);
  printf("t=%d calls=%d\n", t, calls);
  int v = 7;
  v += 3; v -= 1; v *= 4; v /= 3; v %= 7; v <<= 3; v >>= 1; v |= 1; v &= 0xD; v ^= 6;
  printf("v=%d\n", v);
  int i = 5;
  int pre = ++i, post = i++;
  printf("pre=%d post=%d i=%d\n", pre, post, i);
  unsigned u = 0;
  u = u ? u : 99u;
  printf("u=%u\n", u);
  return 0;
}
