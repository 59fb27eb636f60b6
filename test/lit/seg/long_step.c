// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// 64-bit counters (long, 64-bit data model) stepped by constants keep
// their exact values: k + 1 stays in range because k's own range says so
// (the bound INT64_MIN - 1 of the test is no 64-bit constant).  The
// variant (long_step_past.c) steps once more and writes past the array.
// (Not yet: a step by a negative constant of a value read unsigned, as
// j-- for an index, loses j.)
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  long k = 0;
  int *a = malloc(3 * sizeof(int));
  if (!a) return 0;
  a[k] = 1;
  k++;
  a[k] = 2;
  k += 1;
#ifdef LS_PAST
  k++;
#endif
  a[k] = 3;
  long j = k - 1;
  a[j] = 4;
  free(a);
  return 0;
}
