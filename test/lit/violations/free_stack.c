// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Freeing a stack array.
#include <stdlib.h>

static void dispose(int *p) {
  // CHECK: memterm: run: violation valid-free at {{.*}}free_stack.c:[[@LINE+1]]:{{[0-9]+}} in dispose:
  free(p);
}

int main(void) {
  int local[4] = {0};
  dispose(local);
  return 0;
}
