// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.ok
// RUN: FileCheck %s --check-prefix=SVCOMP < %t.ok
// RUN: %memterm --malloc-may-fail --property-file %props/valid-memsafety.prp %s > %t.fail
// RUN: FileCheck %s --check-prefix=FAIL < %t.fail
// RUN: %status 101 %memterm --run --malloc-may-fail %s --nondet 1 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %status 0 %memterm --run --malloc-may-fail %s --nondet 0 2>&1 | FileCheck %s --check-prefix=OK
// A missing NULL check after malloc: safe under SV-COMP's rule that malloc
// never fails (said in the output), a null dereference with
// --malloc-may-fail, where each allocation draws a nondet value (1: NULL).
// SVCOMP: Assumption: malloc, calloc, realloc and strdup never return NULL
// SVCOMP: {{^Result: true$}}
// FAIL: Counterexample: valid-deref at {{.*}}malloc_may_fail.c:[[@LINE+11]]:{{[0-9]+}} in main: {{.*}}null pointer
// FAIL: nondet inputs: 1
// FAIL: replay with: memterm --run {{.*}}malloc_may_fail.c --nondet 1 --malloc-may-fail
// FAIL: #1 = 1 at line [[@LINE+7]] in main (malloc)
// FAIL: {{^Result: false\(valid-deref\)$}}
// REPLAY: memterm: run: violation valid-deref at {{.*}}malloc_may_fail.c:[[@LINE+6]]
// OK: memterm: run: exit 0
#include <stdlib.h>

int main(void) {
  int *p = malloc(sizeof(int));
  *p = 0;
  int r = *p;
  free(p);
  return r;
}
