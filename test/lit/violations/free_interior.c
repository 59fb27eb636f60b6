// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Freeing a pointer into the middle of a heap block.
#include <stdlib.h>

int main(void) {
  int *a = malloc(8 * sizeof *a);
  if (!a) return 1;
  int *p = a;
  for (int i = 0; i < 8; i++) *p++ = i;
  p -= 4;
  // CHECK: memterm: run: violation valid-free at {{.*}}free_interior.c:[[@LINE+1]]:{{[0-9]+}} in main:
  free(p);
  return 0;
}
