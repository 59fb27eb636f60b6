// RUN: %memterm --property memsafety --bmc-only --timeout 30 %s | FileCheck %s
// The look-alike of strings_ok.c with one bug: strncmp(s, t, 8) of a t without NUL: past t when s starts with all of it.
// The bounded model checker's byte-by-byte model of the call finds it, the
// replay confirms it, and so does the native program under ASan with the
// same nondet inputs (test/realcode/native/nondet.c, MT_NONDET=...).
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(valid-deref\)$}}
#include "Inputs/nd_str.h"
int main(void) {
  unsigned n, m;
  char *s = nd_str(3, &n, 1);
  char *t = nd_str(3, &m, 0); /* t has no NUL */
  int r = strncmp(s, t, 8); /* reads past t when s starts with all of t */
  free(s);
  free(t);
  return r > 0;
}
