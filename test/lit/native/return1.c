// RUN: %compare %s
// Exit status 1 computed at run time.
#include <stdio.h>

static int check(int v) { return v % 7 == 3; }

int main(void) {
  printf("checking\n");
  return check(17);
}
