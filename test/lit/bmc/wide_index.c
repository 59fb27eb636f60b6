// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 --bmc-memory arrays %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 --data-model ILP32 %s | FileCheck %s --check-prefix=I32
// RUN: %status 101 %memterm --run %s --nondet -9223372036854775808 2>&1 | FileCheck %s --check-prefix=REPLAY
// An index so far that index x 8 wraps the 64-bit address back onto the
// array: a[LONG_MIN] of a long[4] is the machine address of a[0], yet C
// (and UBSan's -fsanitize=bounds) call it out of bounds.  The only input
// that reaches the access out of bounds is LONG_MIN; memterm answered true
// while it computed offsets modulo 2^64 (found by the sanitizer campaign).
// Under ILP32 the offset is 32 bits wide and LONG_MIN is 0x80000000:
// x 8 wraps again.
// CHECK: Counterexample: valid-deref at {{.*}}wide_index.c:[[@LINE+15]]
// CHECK: offset does not fit in 64 bits
// CHECK: {{^Result: false\(valid-deref\)$}}
// I32: Counterexample: valid-deref at {{.*}}wide_index.c:[[@LINE+12]]
// I32: offset does not fit in 32 bits
// I32: {{^Result: false\(valid-deref\)$}}
// REPLAY: violation valid-deref at {{.*}}wide_index.c:[[@LINE+9]]
#include <limits.h>
extern long __VERIFIER_nondet_long(void);

int main(void) {
  long a[4] = {1, 2, 3, 4};
  long x = __VERIFIER_nondet_long();
  if (x >= 4) return 0;
  if (x < 0 && x != LONG_MIN) return 0;
  return (int)a[x];
}
