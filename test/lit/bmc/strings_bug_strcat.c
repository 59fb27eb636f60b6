// RUN: %memterm --property memsafety --bmc-only --timeout 30 %s | FileCheck %s
// The look-alike of strings_ok.c with one bug: strcat of "!" into a char[4] that already holds three characters.
// The bounded model checker's byte-by-byte model of the call finds it, the
// replay confirms it, and so does the native program under ASan with the
// same nondet inputs (test/realcode/native/nondet.c, MT_NONDET=...).
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(valid-deref\)$}}
#include "Inputs/nd_str.h"
int main(void) {
  unsigned n;
  char *s = nd_str(3, &n, 1);
  char buf[4];
  strcpy(buf, s);
  strcat(buf, "!"); /* no room for "!" when n == 3 */
  free(s);
  return buf[0] == '?';
}
