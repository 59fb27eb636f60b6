// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 %s > %t.out
// RUN: FileCheck %s < %t.out
// realloc keeps the contents: the stored index survives the move, and only
// the input 31337 makes it point one past the grown block.
// CHECK: nondet inputs: 31337
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *a = malloc(2 * sizeof *a);
  if (!a) return 0;
  int x = __VERIFIER_nondet_int();
  a[0] = 3;
  a[1] = x - 31334 == 3 ? 4 : 0;
  int *b = realloc(a, 4 * sizeof *b);
  if (!b) { free(a); return 0; }
  b[b[1]] = 7;
  free(b);
  return 0;
}
