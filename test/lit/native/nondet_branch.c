// RUN: %compare %s
// RUN: %compare %s 5
// RUN: %compare %s -3,7
// RUN: %compare %s 1,2,3,4,5,6
// RUN: %compare %s 100,-100,0,2147483647
// Branches driven by __VERIFIER_nondet_int; the exit status depends on input.
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  printf("a=%d b=%d\n", a, b);
  if (a > 0) printf("a positive\n");
  else if (a < 0) printf("a negative\n");
  else printf("a zero\n");
  int n = 0;
  while (__VERIFIER_nondet_int() != 0 && n < 10) n++;
  printf("n=%d\n", n);
  long long s = (long long)a + b;
  printf("s=%lld\n", s);
  return (a > b) ? 2 : 0;
}
