// RUN: %memterm --random-runs 0 --bmc-bound 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// A sentinel search over 8-byte elements that overwrites what it passes:
// p stays a multiple of 8 bytes from the start (a divisibility fact of the
// merged state), so p < &a[n-1] means p + 8 <= &a[n-1]; the store through
// p keeps the cell of a[n-1] because the two cells held different values.
// CHECK: Proof: complete symbolic execution graph without error states
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

long *mark_until_last(long *a, int n) {
  long *p = a;
  while (*p != a[n - 1]) {
    *p = a[n - 1] + 1;
    p++;
  }
  return p;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100000) return 0;
  long *a = malloc(sizeof(long) * n);
  if (!a) return 0;
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  mark_until_last(a, n);
  free(a);
  return 0;
}
