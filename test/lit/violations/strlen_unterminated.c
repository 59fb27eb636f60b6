// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// strlen on a char array without a terminating zero.
#include <string.h>

int main(void) {
  char word[4] = {'a', 'b', 'c', 'd'};
  char ok[5] = "abcd";
  size_t n = strlen(ok);
  // CHECK: memterm: run: violation valid-deref at {{.*}}strlen_unterminated.c:[[@LINE+1]]:{{[0-9]+}} in main:
  n += strlen(word);
  return (int)n;
}
