/* nd_str.h -- what the strings_bug_*.c look-alikes share: a heap string of
   nondet length (their bugs are in the calls that follow) */
#ifndef ND_STR_H
#define ND_STR_H
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
#endif
