// RUN: %status 101 %memterm --run --data-model ILP32 %s 2>&1 | FileCheck %s
// RUN: %status 0 %memterm --run --data-model LP64 %s 2>&1 | FileCheck %s --check-prefix=LP64 --implicit-check-not="run: violation"
// In ILP32, sizeof(long) == 4: the block holds 16 bytes and int index 4 is
// past its end.  In LP64 the block has 32 bytes and the program is fine.
#include <stdlib.h>

int main(void) {
  long *a = malloc(4 * sizeof(long));
  if (!a) return 1;
  int *ip = (int *)a;
  // CHECK: memterm: run: violation valid-deref at {{.*}}ilp32_long.c:[[@LINE+1]]:{{[0-9]+}} in main:
  ip[4] = 7;
  int r = ip[4] - 7;
  free(a);
  return r;
}
// LP64: memterm: run: exit 0
