// RUN: %memterm --property memsafety --bmc-only --timeout 30 %s | FileCheck %s
// The look-alike of strings_ok.c with one bug: strlen of a string without its NUL (reads past the block).
// The bounded model checker's byte-by-byte model of the call finds it, the
// replay confirms it, and so does the native program under ASan with the
// same nondet inputs (test/realcode/native/nondet.c, MT_NONDET=...).
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(valid-deref\)$}}
#include "Inputs/nd_str.h"
int main(void) {
  unsigned n;
  char *s = nd_str(3, &n, 0); /* no NUL */
  size_t k = n ? strlen(s) : 0;
  free(s);
  return (int)k;
}
