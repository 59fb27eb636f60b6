// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.out 2> %t.err
// RUN: tail -n 1 %t.out | FileCheck %s --check-prefix=RESULT
// RUN: cat %t.out %t.err | FileCheck %s --check-prefix=WHY
// setjmp/longjmp are not supported: unknown, with setjmp named.
// RESULT: {{^Result: unknown$}}
// WHY: {{setjmp}}
#include <setjmp.h>
#include <stdlib.h>

static jmp_buf env;

static void fail(void) { longjmp(env, 1); }

int main(void) {
  char *p = malloc(4);
  if (!p) return 0;
  if (setjmp(env) == 0) fail();
  p[4] = 0;
  free(p);
  return 0;
}
