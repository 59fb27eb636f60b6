// RUN: %memterm --timeout 60 --property memsafety %s | FileCheck %s
// The look-alike that must fail: the old pointer is read after realloc
// moved the block (native: heap-use-after-free).
// CHECK: Counterexample: valid-deref at {{.*}}realloc_stale.c:16:{{[0-9]+}} in main: read of freed memory
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = malloc(2 * sizeof *p);
  p[0] = 7;
  unsigned n = 2;
  while (__VERIFIER_nondet_int() && n < 100000) n++;
  int *q = realloc(p, n * sizeof *q);
  q[1] = 2;
  int r = p[0];
  free(q);
  return r;
}
