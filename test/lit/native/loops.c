// RUN: %compare %s
// for, while, do-while and nested loops.
#include <stdio.h>

int main(void) {
  int sum = 0;
  for (int i = 0; i < 100; i++) sum += i;
  printf("for sum=%d\n", sum);
  int n = 27, steps = 0;
  while (n != 1) {
    n = (n % 2) ? 3 * n + 1 : n / 2;
    steps++;
  }
  printf("collatz steps=%d\n", steps);
  int k = 10;
  do {
    k -= 3;
  } while (k > 0);
  printf("do-while k=%d\n", k);
  int once = 0;
  do once++; while (0);
  printf("once=%d\n", once);
  int tri = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j <= i; j++)
      tri += i * j;
  printf("nested=%d\n", tri);
  unsigned int down = 0;
  for (unsigned int i = 10; i-- > 0;) down = down * 3 + i;
  printf("down=%u\n", down);
  int a = 0, b = 100;
  for (; a < b; a += 7, b -= 3) {}
  printf("a=%d b=%d\n", a, b);
  return 0;
}
