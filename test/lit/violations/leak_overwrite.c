// RUN: %status 0 %memterm --run %s 2>&1 | FileCheck %s
// The only pointer to a block is overwritten: at exit the block is
// unreachable (memtrack) and, of course, unfreed (memcleanup).
#include <stdlib.h>

int main(void) {
  // CHECK: memterm: run: exit 0
  // CHECK-NEXT: memterm: run: leak valid-memtrack: 1 unreachable block(s), first allocated at {{.*}}leak_overwrite.c:[[@LINE+2]]:{{[0-9]+}} in main
  // CHECK-NEXT: memterm: run: leak valid-memcleanup: 1 unfreed block(s), first allocated at {{.*}}leak_overwrite.c:[[@LINE+1]]:{{[0-9]+}} in main
  char *p = malloc(10);
  if (!p) return 1;
  p[0] = 'a';
  p = malloc(20);
  if (!p) return 1;
  p[0] = 'b';
  free(p);
  return 0;
}
