// RUN: %memterm --property-file %props/termination.prp --dump-its %t.koat %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %memterm --its %t.koat | FileCheck %s --check-prefix=ITS
// Seed 000's strlen: the graph is complete (memory safe), its ITS has the
// loop at line 15, ranked by (index of the zero byte) + str - s (in the
// graph's roles).  The dumped ITS is proved on its own.
// CHECK: Memory safety: complete symbolic execution graph
// CHECK: ranking function: {{.*}}strlen_.s.0
// CHECK: {{^Result: true$}}
// ITS: {{^Result: true$}}
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
  if (!p) return 0;
  for (int i = 0; i < n - 1; i++) p[i] = 'a';
  p[n - 1] = 0;
  int r = strlen_(p);
  free(p);
  return r;
}
