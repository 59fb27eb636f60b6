// RUN: %memterm --timeout 60 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The look-alike that must fail: the block of malloc(n) is freed only when
// n > 0, but malloc(0) returns a block too (glibc: a unique pointer, which
// LeakSanitizer reports as leaked).
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 1000000) return 0;
  char *p = malloc(n);
  for (unsigned i = 0; i < n; i++) p[i] = 1;
  if (n > 0) free(p);
  p = 0;
  return 0;
}
