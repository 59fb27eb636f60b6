// RUN: %memterm --timeout 60 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The look-alike that must fail: the fill loop runs to i <= n, one byte past
// the block (for n = 0, the one byte of malloc(0) that nothing may access).
// CHECK: Counterexample: valid-deref at {{.*}}malloc_zero_overrun.c:14:{{[0-9]+}} in main: out-of-bounds write
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 1000000) return 0;
  char *p = malloc(n);
  if (!p) return 0;
  for (unsigned i = 0; i <= n; i++) p[i] = 1;
  free(p);
  return 0;
}
