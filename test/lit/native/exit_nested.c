// RUN: %compare %s
// exit(3) from a nested call ends the program with status 3; output printed
// before it is kept and nothing after it runs.
#include <stdio.h>
#include <stdlib.h>

static void level3(int v) {
  printf("level3 %d\n", v);
  if (v > 2) exit(3);
  printf("not reached\n");
}
static void level2(int v) { level3(v + 1); printf("after level3\n"); }
static void level1(int v) { level2(v + 1); printf("after level2\n"); }

int main(void) {
  printf("start\n");
  level1(1);
  printf("after level1\n");
  return 0;
}
