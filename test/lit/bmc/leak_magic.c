// RUN: %memterm --property-file %props/valid-memsafety.prp --random-runs 4 %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %memterm --property-file %props/valid-memcleanup.prp --random-runs 4 %s | FileCheck %s --check-prefix=CLEAN
// A block leaks only for the inputs 99999..100001: its pointer is lost at the return.
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(valid-memtrack\)$}}
// CLEAN: {{^Result: false\(valid-memcleanup\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  char *p = malloc(16);
  if (!p) return 0;
  p[0] = 1;
  if (x / 3 != 33333) free(p);
  return 0;
}
