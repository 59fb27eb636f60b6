// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// A copy of a string literal into a block of strlen() bytes: the
// terminating zero is written one past the end.  The exact length read
// from the literal's initializer must not hide it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
#include <string.h>
static const char *const names[2] = {"ab", "cde"};

int main(void) {
  const char *s = names[1];
  size_t n = strlen(s);
  char *c = malloc(n);
  if (!c) return 0;
  memcpy(c, s, n + 1);
  free(c);
  return 0;
}
