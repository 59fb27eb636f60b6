// RUN: %memterm --random-runs 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// The inner loop counts j down while j > 0: after it j >= 0 only when the
// merge keeps the bound 0 from the loop condition (threshold candidates).
// CHECK: Proof: complete symbolic execution graph without error states
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

/* moves every element below the first one that is larger than k */
static void sink(int *a, int n, int k) {
  for (int i = 1; i < n; i++) {
    int j = i;
    while (j > 0 && a[j - 1] > k) {
      a[j] = a[j - 1];
      j--;
    }
    a[j] = k;
  }
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000) return 0;
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  sink(a, n, __VERIFIER_nondet_int());
  free(a);
  return 0;
}
