// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// After realloc shrinks a block, the old size is used.
#include <stdlib.h>

int main(void) {
  int n = 10;
  int *a = malloc((size_t)n * sizeof *a);
  if (!a) return 1;
  for (int i = 0; i < n; i++) a[i] = i;
  int *b = realloc(a, 4 * sizeof *b);
  if (!b) return 1;
  int s = 0;
  for (int i = 0; i < 4; i++) s += b[i];
  // CHECK: memterm: run: violation valid-deref at {{.*}}realloc_shrink.c:[[@LINE+1]]:{{[0-9]+}} in main:
  s += b[n - 1];
  free(b);
  return s;
}
