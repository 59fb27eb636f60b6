// RUN: %compare %s
// Exit status 42 from main's return.
#include <stdio.h>

static int answer(void) { return 6 * 7; }

int main(void) {
  printf("answer\n");
  return answer();
}
