// RUN: %memterm --property-file %props/valid-memsafety.prp --timeout 20 %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %memterm --property-file %props/no-overflow.prp --timeout 20 %s | FileCheck %s --check-prefix=OVF
// `100 << 32` shifts an int by its width: undefined, and clang folds the
// constant expression to poison.  A run that went on with some value for
// it (memterm's fill of indeterminate values, 0xa5...) found v > 1000 and
// a double free; the native program, compiled with another value, has
// v == 0 and frees once (the sanitizer campaign's gen2094).  Under memory
// safety the answer is unknown, naming the construct; under no-overflow,
// where clang checks the shift instead of folding it, the shift itself.
// CHECK: unsupported construct in the program: an operation on a value clang folded to poison {{.*}}(line [[@LINE+10]], in main)
// CHECK: {{^Result: unknown$}}
// OVF: Counterexample: no-overflow at {{.*}}poison_folded.c:[[@LINE+8]]
// OVF: {{^Result: false\(no-overflow\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 1000) return 0;
  long v = x - (100 << 32);
  long *a = malloc(8 * sizeof *a);
  if (!a) return 0;
  a[0] = v;
  free(a);
  if (v > 1000) free(a);
  return 0;
}
