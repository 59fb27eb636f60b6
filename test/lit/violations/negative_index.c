// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// A negative index before the start of a heap array.
#include <stdlib.h>

static int find(const int *a, int n, int key) {
  int i = n - 1;
  while (a[i] != key) i--;   /* no lower bound */
  return i;
}

int main(void) {
  int *a = malloc(4 * sizeof *a);
  if (!a) return 1;
  for (int i = 0; i < 4; i++) a[i] = i + 1;
  // CHECK: memterm: run: violation valid-deref at {{.*}}negative_index.c:7:{{[0-9]+}} in find:
  int r = find(a, 4, 99);
  free(a);
  return r;
}
