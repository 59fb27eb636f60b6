// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: sed 's/^#ifndef NO_TERMINATOR/#if 0/' %s > %t.c
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %t.c | FileCheck %s --check-prefix=BAD
// A string walked by index (s fixed, i counts) whose terminator was
// written under a condition: the index k of the terminator is dead after
// the branch, so the graph keeps only the cell (0 <= k survives as "the
// cell lies at or after the block's start"), and the merge at the loop
// head relates s + i to the cell's address.  Without a terminator the
// walk may run off the block: never true.
// CHECK: {{^Result: true$}}
// BAD-NOT: {{^Result: true$}}
#include <stdlib.h>
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void __VERIFIER_assume(int);
static unsigned long len(const char *s) {
  unsigned long i = 0;
  while (s[i])
    i++;
  return i;
}
char *keep;
int main(void) {
  unsigned long long n = __VERIFIER_nondet_ulonglong();
  __VERIFIER_assume(n >= 1 && n <= 1000000);
  unsigned long long k = __VERIFIER_nondet_ulonglong();
  __VERIFIER_assume(k < n);
  char *p = malloc(n);
  if (!p)
    return 0;
  keep = p;
#ifndef NO_TERMINATOR
  if (n)
    p[k] = 0;
#endif
  unsigned long l = len(p);
  free(p);
  return l > 0;
}
