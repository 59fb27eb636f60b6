// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// memset of n elements with the byte count computed wrongly (n instead of
// n * sizeof, then n * sizeof + sizeof).
#include <stdlib.h>
#include <string.h>

int main(void) {
  size_t n = 6;
  long *a = malloc(n * sizeof *a);
  if (!a) return 1;
  memset(a, 0, n * sizeof *a);
  // CHECK: memterm: run: violation valid-deref at {{.*}}memset_overflow.c:[[@LINE+1]]:{{[0-9]+}} in main:
  memset(a, 0xff, (n + 1) * sizeof *a);
  free(a);
  return 0;
}
