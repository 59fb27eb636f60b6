// RUN: %memterm --random-runs 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// Off by one: the terminating zero is written one byte too early only for
// long strings, so no zero-input run sees it; the graph reaches an error
// state in the loop of strlen_ and the answer is not true.
// CHECK: possible error of valid-deref
// CHECK: {{^Result: unknown$}}
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
  for (int i = 0; i < n; i++) p[i] = 'a';
  if (n < 1000) p[n - 1] = 0;
  int r = strlen_(p);
  free(p);
  return r;
}
