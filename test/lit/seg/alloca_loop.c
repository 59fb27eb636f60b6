// RUN: %memterm --random-runs 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %memterm --random-runs 0 --property-file %props/valid-memsafety.prp %S/Inputs/alloca_oob.c > %t2.out
// RUN: FileCheck %s --check-prefix=OOB < %t2.out
// Pointer arithmetic on alloca'd arrays (the seed's own domain): the
// merged loop state keeps 0 <= k <= n; a version that writes one element
// past the end for large n is rejected.
// CHECK: {{^Result: true$}}
// OOB: possible error of valid-deref
// OOB: {{^Result: unknown$}}
#include <alloca.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100000) return 0;
  int *a = alloca(n * sizeof(int));
  for (int k = 0; k < n; k++) a[k] = k;
  int s = 0;
  for (int k = n - 1; k >= 0; k--) s += a[k] & 7;
  return s;
}
