// RUN: %memterm --malloc-may-fail --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --malloc-may-fail --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// With the NULL check, --malloc-may-fail proves the program safe and
// leak-free: a failed allocation leaves nothing to free.
// CHECK-NOT: Assumption:
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 8) return 0;
  int *p = malloc(sizeof(int) * (unsigned)n);
  if (!p) return 1;
  int *q = malloc(sizeof(int));
  if (!q) {
    free(p);
    return 1;
  }
  for (int i = 0; i < n; i++) p[i] = i;
  *q = p[n - 1];
  int r = *q;
  free(q);
  free(p);
  return r;
}
