// RUN: %memterm --property unreach-call --timeout 60 --seg-max-states 5 --seg-unroll 0 %s | FileCheck %s
// RUN: %memterm --property memsafety --timeout 60 --seg-max-states 5 --seg-unroll 0 %s | FileCheck %s
// RUN: sed -e 's|p\[2\] : 0;|p[3] : 0;|' %s > %t.c
// RUN: %memterm --property memsafety --bmc-only --timeout 60 %t.c | FileCheck --check-prefix=BAD %s
// strstr in the bounded model checker: both strings read whole (as the
// interpreter does), the first position where the needle follows.  A
// match of "ab" in a nondet string of a's and b's starts with 'a', 'b';
// the empty needle is found at the start; the byte after the match is at
// worst the NUL: proved (the graph kept out).  Reading one byte further
// runs past the block when "ab" ends the string: found, replayed, and
// natively an ASan heap-buffer-overflow with the same inputs (3,97,97,98).
// CHECK: Proof: bounded model checking explored every path of the program to its end
// CHECK: Result: true
// BAD: found by bounded model checking
// BAD: {{^Result: false\(valid-deref\)$}}
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
    __VERIFIER_assume(c == 'a' || c == 'b');
    s[i] = c;
  }
  s[n] = 0;
  char *p = strstr(s, "ab");
  if (p && (p[0] != 'a' || p[1] != 'b')) reach_error();
  if (p && strstr(s, "") != s) reach_error();
  int r = p ? p[2] : 0; /* the NUL at the latest */
  free(s);
  return r;
}
