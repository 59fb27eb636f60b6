// RUN: %memterm --timeout 60 --property memsafety %s | FileCheck %s
// A trim as string libraries write it (sds's sdstrim): two cursors walk in
// from both ends while strchr finds their characters in a set, then the
// rest moves to the front.  strchr has a rule (the set must be a string;
// the result is NULL or a pointer into it), the merge keeps sp <= ep + 1,
// and the cursors' difference read as a signed integer is exact.
// CHECK: Proof: complete symbolic execution graph without error states
// CHECK: {{^Result: true$}}
#include <stdlib.h>
#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);

static char *trim(char *s, size_t n, const char *cset) {
  char *end, *sp, *ep;
  size_t len;
  sp = s;
  ep = end = s + n - 1;
  while (sp <= end && strchr(cset, *sp)) sp++;
  while (ep > sp && strchr(cset, *ep)) ep--;
  len = (ep - sp) + 1;
  if (s != sp) memmove(s, sp, len);
  s[len] = '\0';
  return s;
}

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 8) return 0;
  char *s = malloc(n + 1);
  for (unsigned i = 0; i < n; i++) s[i] = __VERIFIER_nondet_char();
  s[n] = 0;
  trim(s, n, " xa");
  free(s);
  return 0;
}
