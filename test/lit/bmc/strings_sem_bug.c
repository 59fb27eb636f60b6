// RUN: %memterm --property unreach-call --bmc-only --timeout 30 %s | FileCheck %s
// A wrong claim about string.h: strchr and strrchr find the same 'a' --
// not when it occurs twice.  The bounded model checker's models of both
// calls give the two positions as terms; the model (a string with two
// 'a's) is replayed, and the native program reaches reach_error with it.
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(unreach-call\)$}}
#include <stdlib.h>
#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 4);
  char *s = malloc(n + 1);
  if (!s) return 0;
  for (unsigned i = 0; i < n; i++) {
    char c = __VERIFIER_nondet_char();
    __VERIFIER_assume(c != 0);
    s[i] = c;
  }
  s[n] = 0;
  /* wrong: 'a' may occur twice */
  if (strchr(s, 'a') != strrchr(s, 'a')) reach_error();
  free(s);
  return 0;
}
