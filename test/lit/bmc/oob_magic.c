// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 --bmc-memory arrays %s | FileCheck %s --check-prefix=ARR
// RUN: rm -f %t.yml
// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 --witness %t.yml %s > /dev/null
// RUN: python3 %S/../witness/check_witness.py %t.yml %s | FileCheck %s --check-prefix=WIT
// WIT: values: 1234567
// WIT: target: 25
// An out-of-bounds write that only the input 1234567 reaches: random runs do
// not find it, the bounded model checker's model does, and the replay confirms.
// CHECK: nondet inputs: 1234567
// CHECK: found by bounded model checking (bound {{[0-9]+}}, SEAM memory)
// CHECK: {{^Result: false\(valid-deref\)$}}
// ARR: found by bounded model checking (bound {{[0-9]+}}, arrays memory)
// ARR: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *a = malloc(4 * sizeof *a);
  if (!a) return 0;
  int x = __VERIFIER_nondet_int();
  int i = 0;
  if (x - 7 == 1234560) i = 4;
  a[i] = 1;
  free(a);
  return 0;
}
