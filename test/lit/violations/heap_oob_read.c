// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Reading one past the end of a heap block.
#include <stdlib.h>

int main(void) {
  int *a = malloc(10 * sizeof *a);
  if (!a) return 1;
  for (int i = 0; i < 10; i++) a[i] = i;
  int k = 10;
  // CHECK: memterm: run: violation valid-deref at {{.*}}heap_oob_read.c:[[@LINE+1]]:{{[0-9]+}} in main:
  int v = a[k];
  free(a);
  return v;
}
