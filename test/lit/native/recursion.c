// RUN: %compare %s
// Recursion: fib, ackermann (small), mutual recursion, gcd.
#include <stdio.h>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static unsigned ack(unsigned m, unsigned n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

static int is_odd(int n);
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }

static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }

int main(void) {
  for (int i = 0; i <= 20; i += 4) printf("fib(%d)=%d\n", i, fib(i));
  for (unsigned m = 0; m <= 2; m++)
    for (unsigned n = 0; n <= 3; n++) printf("ack(%u,%u)=%u\n", m, n, ack(m, n));
  printf("ack(3,3)=%u\n", ack(3, 3));
  printf("even(10)=%d odd(7)=%d even(7)=%d\n", is_even(10), is_odd(7), is_even(7));
  printf("gcd=%ld\n", gcd(1071, 462));
  printf("depth=%d\n", depth(5000));
  return 0;
}
