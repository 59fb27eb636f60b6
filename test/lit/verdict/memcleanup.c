// RUN: %memterm --property-file %props/valid-memcleanup.prp %s > %t.out
// RUN: tail -n 1 %t.out | FileCheck %s
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// A global keeps the only pointer to a block that is never freed.
// CHECK: {{^Result: false\(valid-memcleanup\)$}}
// ONE: {{^1$}}
#include <stdlib.h>

char *cache;

int main(void) {
  cache = malloc(64);
  if (!cache) return 0;
  cache[0] = 'x';
  return 0;
}
