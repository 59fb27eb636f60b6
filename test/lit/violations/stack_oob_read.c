// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Reading one element past the end of a stack array.
#include <stdio.h>

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  int i = 5;
  // CHECK: memterm: run: violation valid-deref at {{.*}}stack_oob_read.c:[[@LINE+1]]:{{[0-9]+}} in main:
  int x = a[i];
  printf("%d\n", x);
  return 0;
}
