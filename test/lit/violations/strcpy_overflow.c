// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// strcpy into a buffer that has no room for the terminator.
#include <string.h>

static void greet(char *out, const char *name) {
  // CHECK: memterm: run: violation valid-deref at {{.*}}strcpy_overflow.c:[[@LINE+1]]:{{[0-9]+}} in greet:
  strcpy(out, name);
}

int main(void) {
  char small[5];
  greet(small, "abcd");
  greet(small, "hello");
  return small[0];
}
