// RUN: %memterm --timeout 60 --property memsafety %s | FileCheck %s
// The look-alike that must fail: the rest moved is one byte too long, so
// s[len] is written past the block when nothing is trimmed (native:
// heap-buffer-overflow).
// CHECK: Counterexample: valid-deref at {{.*}}trim_strchr_long.c:{{[0-9]+}}:{{[0-9]+}} in trim: out-of-bounds
// CHECK: {{^Result: false\(valid-deref\)$}}
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
  len = (ep - sp) + 2; /* the bug: one byte too many */
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
