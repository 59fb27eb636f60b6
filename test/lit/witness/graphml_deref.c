// RUN: rm -f %t.graphml
// RUN: %memterm --property-file %props/valid-memsafety.prp --witness %t.graphml %s | FileCheck %s --check-prefix=RES
// RUN: python3 %S/check_witness.py %t.graphml %s | FileCheck %s --check-prefix=WIT
// The values in the witness replay to the same violation:
// RUN: %status 101 %memterm --run %s --nondet $(python3 %S/check_witness.py %t.graphml %s | sed -n 's/^values: //p') 2>&1 | FileCheck %s --check-prefix=REPLAY
// RES: Result: false(valid-deref)
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
#include <stdlib.h>

int main(void) {
  int n = __VERIFIER_nondet_int();
  unsigned k = __VERIFIER_nondet_uint();
  int *a = malloc(4 * sizeof(int));
  if (!a) return 0;
  if (n > 2 && k < 9u)
    // WIT: values: {{-?[0-9]+}},{{-?[0-9]+}}
    // WIT-NEXT: target: [[@LINE+2]]
    // REPLAY: memterm: run: violation valid-deref at {{.*}}graphml_deref.c:[[@LINE+1]]:
    a[n] = 1;
  free(a);
  return 0;
}
