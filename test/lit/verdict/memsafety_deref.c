// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: tail -n 1 %t.out | FileCheck %s
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// An out-of-bounds write that every input reaches.
// CHECK: {{^Result: false\(valid-deref\)$}}
// ONE: {{^1$}}
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100) n = 0;
  int *a = malloc(((size_t)n + 1) * sizeof *a);
  if (!a) return 0;
  for (int i = 0; i <= n + 1; i++) a[i] = i;
  free(a);
  return 0;
}
