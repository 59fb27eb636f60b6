// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Writing one byte past a malloc'd string buffer (forgot the terminator).
#include <stdlib.h>
#include <string.h>

int main(void) {
  const char *src = "abcdef";
  size_t n = strlen(src);
  char *dst = malloc(n);
  if (!dst) return 1;
  memcpy(dst, src, n);
  // CHECK: memterm: run: violation valid-deref at {{.*}}heap_oob_write.c:[[@LINE+1]]:{{[0-9]+}} in main:
  dst[n] = '\0';
  free(dst);
  return 0;
}
