// RUN: %memterm --random-runs 0 --bmc-bound 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// The walk steps two elements at a time and can jump over the last one
// (n even): the graph reaches an error state, the answer is not true.
// CHECK: possible error of valid-deref
// CHECK-NOT: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

long *mark_until_last(long *a, int n) {
  long *p = a;
  while (*p != a[n - 1]) {
    *p = a[n - 1] + 1;
    p += 2;
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
