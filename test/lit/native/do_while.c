// RUN: %compare %s
// do-while loops: body runs at least once, digit extraction, nested do-while.
#include <stdio.h>

static int digits(unsigned v) {
  int n = 0;
  do { n++; v /= 10; } while (v);
  return n;
}

int main(void) {
  printf("digits %d %d %d\n", digits(0), digits(9), digits(4000000000u));
  int n = 1234567, rev = 0;
  do { rev = rev * 10 + n % 10; n /= 10; } while (n > 0);
  printf("rev=%d\n", rev);
  int i = 0, total = 0;
  do {
    int j = 0;
    do { total += i * j; j++; } while (j < i);
    i++;
  } while (i < 6);
  printf("total=%d\n", total);
  int never = 100;
  do never++; while (never < 50);
  printf("never=%d\n", never);
  return 0;
}
