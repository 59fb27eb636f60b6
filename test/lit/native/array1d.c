// RUN: %compare %s
// One-dimensional arrays: initialisers, partial initialisation, passing to
// functions, reversal, prefix sums, sieve.
#include <stdio.h>

static void reverse(int *a, int n) {
  for (int i = 0, j = n - 1; i < j; i++, j--) {
    int t = a[i]; a[i] = a[j]; a[j] = t;
  }
}

static long sum(const int a[], int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

int main(void) {
  int a[10] = {1, 2, 3};
  for (int i = 0; i < 10; i++) printf("%d,", a[i]);
  printf("\n");
  for (int i = 3; i < 10; i++) a[i] = a[i - 1] + a[i - 3];
  reverse(a, 10);
  for (int i = 0; i < 10; i++) printf("%d,", a[i]);
  printf(" sum=%ld\n", sum(a, 10));
  char sieve[100];
  for (int i = 0; i < 100; i++) sieve[i] = 1;
  sieve[0] = sieve[1] = 0;
  for (int i = 2; i * i < 100; i++)
    if (sieve[i])
      for (int j = i * i; j < 100; j += i) sieve[j] = 0;
  int primes = 0, last = 0;
  for (int i = 0; i < 100; i++)
    if (sieve[i]) { primes++; last = i; }
  printf("primes=%d last=%d\n", primes, last);
  unsigned short w[5] = {[2] = 9, [4] = 65535};
  for (int i = 0; i < 5; i++) printf("w[%d]=%u\n", i, w[i]);
  double d[3] = {0.5, 1.5};
  printf("d=%f %f %f\n", d[0], d[1], d[2]);
  printf("sizeof a=%zu count=%zu\n", sizeof a, sizeof a / sizeof a[0]);
  return 0;
}
