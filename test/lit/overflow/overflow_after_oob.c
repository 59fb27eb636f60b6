// RUN: %memterm --property-file %props/no-overflow.prp --timeout 20 %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 %s | FileCheck %s --check-prefix=MEM
// 5 - x overflows only for x <= LONG_MIN + 5, and every such x reads a[x]
// out of bounds first: the run has undefined behaviour before the
// overflow, the native program stops there (ASan/UBSan: the read), and a
// no-overflow `false` would name an overflow no execution reaches.
// memterm answered false(no-overflow) while a[LONG_MIN + 1] wrapped to a[1]
// (the sanitizer campaign's gen1428).
// CHECK: {{^Result: unknown$}}
// MEM: {{^Result: false\(valid-deref\)$}}
#include <limits.h>
extern long __VERIFIER_nondet_long(void);

int main(void) {
  long a[4] = {1, 2, 3, 4};
  long x = __VERIFIER_nondet_long();
  if (x >= 0) return 0;
  if (x > LONG_MIN + 5) return 0;
  long v = a[x];
  long d = 5 - x;
  return (int)(v + d);
}
