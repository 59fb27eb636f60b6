// RUN: %status 101 %memterm --run --data-model ILP32 %s 2>&1 | FileCheck %s
// RUN: %status 0 %memterm --run --data-model LP64 %s 2>&1 | FileCheck %s --check-prefix=LP64 --implicit-check-not="run: violation"
// In ILP32 pointers are 4 bytes: an array of 3 pointers has 12 bytes.
#include <stdlib.h>

int main(void) {
  void **slots = malloc(3 * sizeof(void *));
  if (!slots) return 1;
  char *bytes = (char *)slots;
  int off = 12;
  // CHECK: memterm: run: violation valid-deref at {{.*}}ilp32_pointer.c:[[@LINE+1]]:{{[0-9]+}} in main:
  bytes[off] = 1;
  free(slots);
  return 0;
}
// LP64: memterm: run: exit 0
