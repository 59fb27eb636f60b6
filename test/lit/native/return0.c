// RUN: %compare %s
// Exit status 0 from main's return after some work.
#include <stdio.h>

int main(void) {
  int x = 0;
  for (int i = 0; i < 5; i++) x += i;
  printf("x=%d\n", x);
  return x - 10;
}
