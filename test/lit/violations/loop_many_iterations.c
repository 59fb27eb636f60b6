// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// The index leaves the array only after 50000 loop iterations.
#include <stdlib.h>

int main(void) {
  int *hist = calloc(500, sizeof *hist);
  if (!hist) return 1;
  for (int k = 0; k < 60000; k++)
    // CHECK: memterm: run: violation valid-deref at {{.*}}loop_many_iterations.c:[[@LINE+1]]:{{[0-9]+}} in main:
    hist[k / 100] += k & 1;
  free(hist);
  return 0;
}
