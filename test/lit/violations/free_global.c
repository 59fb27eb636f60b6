// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Freeing a global object.
#include <stdlib.h>

struct cfg { int a, b; } defaults = {1, 2};

int main(void) {
  struct cfg *c = &defaults;
  int r = c->a + c->b;
  // CHECK: memterm: run: violation valid-free at {{.*}}free_global.c:[[@LINE+1]]:{{[0-9]+}} in main:
  free(c);
  return r;
}
