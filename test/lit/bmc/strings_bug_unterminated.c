// RUN: %memterm --property memsafety --bmc-only --timeout 30 %s | FileCheck %s
// The look-alike of strings_ok.c with one bug: strlen of a string without its NUL (reads past the block).
// The bounded model checker's byte-by-byte model of the call finds it, the
// replay confirms it, and so does the native program under ASan with the
// same nondet inputs (test/realcode/native/nondet.c, MT_NONDET=...).
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);
/* a heap string of nondet length n <= max (NUL-terminated when term) */
static char *nd_str(unsigned max, unsigned *len, int term) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= max);
  char *s = malloc(n + (term ? 1 : 0) + (n == 0 && !term));
  if (!s) exit(0);
  for (unsigned i = 0; i < n; i++) {
    char c = __VERIFIER_nondet_char();
    __VERIFIER_assume(c != 0);
    s[i] = c;
  }
  if (term) s[n] = 0;
  *len = n;
  return s;
}
int main(void) {
  unsigned n;
  char *s = nd_str(3, &n, 0); /* no NUL */
  size_t k = n ? strlen(s) : 0;
  free(s);
  return (int)k;
}
