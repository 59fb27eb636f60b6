// RUN: %memterm --property memsafety --bmc-only --timeout 30 %s | FileCheck %s
// The look-alike of strings_ok.c with one bug: memcpy of a nondet k <= n + 1 bytes into a char[4] (k = 5).
// The bounded model checker's byte-by-byte model of the call finds it, the
// replay confirms it, and so does the native program under ASan with the
// same nondet inputs (test/realcode/native/nondet.c, MT_NONDET=...).
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(valid-deref\)$}}
#include "Inputs/nd_str.h"
int main(void) {
  unsigned n;
  char *s = nd_str(4, &n, 1);
  unsigned k = __VERIFIER_nondet_uint();
  __VERIFIER_assume(k <= n + 1);
  char out[4];
  memcpy(out, s, k); /* k == 5 overflows out */
  free(s);
  return k ? out[0] : 0;
}
