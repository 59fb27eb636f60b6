// RUN: %memterm --timeout 60 --property memsafety %s | FileCheck %s
// The look-alike that must fail: the new element is written one past the
// grown block (native: heap-buffer-overflow).
// CHECK: Counterexample: valid-deref at {{.*}}realloc_grow_overrun.c:16:{{[0-9]+}} in main: out-of-bounds write
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = malloc(2 * sizeof *p);
  p[0] = 7;
  p[1] = 9;
  unsigned n = 2;
  while (__VERIFIER_nondet_int() && n < 100000) {
    int *q = realloc(p, (n + 1) * sizeof *q);
    q[n + 1] = 1;
    p = q;
    n++;
  }
  free(p);
  return 0;
}
