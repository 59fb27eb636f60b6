// RUN: %memterm --random-runs 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// Seed 000's strlen on a heap string of nondeterministic length: the merged
// loop state keeps s < end (a disequality oriented by the PT facts).
// CHECK: Proof: complete symbolic execution graph without error states
// CHECK: {{^Result: true$}}
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
  for (int i = 0; i < n - 1; i++) p[i] = 'a';
  p[n - 1] = 0;
  int r = strlen_(p);
  free(p);
  return r;
}
