// RUN: %compare %s
// Structs passed and returned by value (small, large, nested).
#include <stdio.h>

struct pair { int a, b; };
struct big { long v[8]; char tag; };
struct frac { long num, den; };

static struct pair swap(struct pair p) {
  struct pair r = {p.b, p.a};
  p.a = 999; /* modifies the callee's copy only */
  return r;
}

static struct big fill(char tag) {
  struct big b;
  for (int i = 0; i < 8; i++) b.v[i] = (long)i * i * (tag - 'a' + 1);
  b.tag = tag;
  return b;
}

static long total(struct big b) {
  long s = 0;
  for (int i = 0; i < 8; i++) s += b.v[i];
  b.v[0] = -1;
  return s + b.tag;
}

static struct frac addf(struct frac x, struct frac y) {
  struct frac r = {x.num * y.den + y.num * x.den, x.den * y.den};
  long a = r.num, b = r.den;
  while (b) { long t = a % b; a = b; b = t; }
  r.num /= a;
  r.den /= a;
  return r;
}

int main(void) {
  struct pair p = {1, 2};
  struct pair q = swap(p);
  printf("p=%d,%d q=%d,%d\n", p.a, p.b, q.a, q.b);
  struct big b = fill('c');
  printf("total=%ld v0=%ld tag=%c\n", total(b), b.v[0], b.tag);
  printf("fill.v[7]=%ld\n", fill('b').v[7]);
  struct frac s = {0, 1};
  for (long k = 1; k <= 6; k++) s = addf(s, (struct frac){1, k * (k + 1)});
  printf("sum=%ld/%ld\n", s.num, s.den);
  return 0;
}
