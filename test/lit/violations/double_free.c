// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Freeing the same block twice.
#include <stdlib.h>

int main(void) {
  char *a = malloc(16);
  char *b = a;
  if (!a) return 1;
  a[0] = 1;
  free(a);
  // CHECK: memterm: run: violation valid-free at {{.*}}double_free.c:[[@LINE+1]]:{{[0-9]+}} in main:
  free(b);
  return 0;
}
