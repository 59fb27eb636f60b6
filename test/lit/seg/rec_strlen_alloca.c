// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/^  a\[n - 1\] = 0;/  a[n - 1] = 1;/' %s > %t.c
// RUN: %memterm --property-file %props/valid-memsafety.prp %t.c | FileCheck %s --check-prefix=BAD
// Recursion through memory: a recursive strlen on a string on the stack
// (alloca) of any length.  Without the terminator the recursion reads
// past the block: never true.
// CHECK: {{^Result: true$}}
// BAD: {{^Result: false\(valid-deref\)$}}
#include <alloca.h>
extern int __VERIFIER_nondet_int(void);
static int rec_strlen(const char *s) {
  if (*s == '\0')
    return 0;
  return 1 + rec_strlen(s + 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000000)
    return 0;
  char *a = alloca(n);
  for (int i = 0; i < n - 1; i++)
    a[i] = 'x';
  a[n - 1] = 0;
  return rec_strlen(a);
}
