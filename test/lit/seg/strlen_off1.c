// RUN: %memterm --random-runs 0 --bmc-bound 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// Off by one: the fill loop runs to n instead of n - 1 and overwrites the
// place of the terminating zero, so strlen_ reads past the block; the graph
// reaches an error state in strlen_ and the answer is not true.
// CHECK: possible error of valid-deref {{.*}} in strlen_
// CHECK-NOT: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int strlen_(char *str) {
  char *s = str;
  while (*s) s++;
  return s - str;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1) return 0;
  char *p = malloc(n);
  p[n - 1] = 0;
  for (int i = 0; i < n; i++) p[i] = 'a';
  int r = strlen_(p);
  free(p);
  return r;
}
