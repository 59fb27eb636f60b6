// RUN: %memterm --random-runs 0 --bmc-bound 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %memterm --random-runs 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=BMC
// Off by one: the destination is one byte shorter than the source, which
// only inputs n >= 2 reach; the graph has an error state in strcpy_.
// CHECK: possible error of valid-deref {{.*}} in strcpy_
// CHECK: {{^Result: unknown$}}
// Bounded model checking (the default) finds the input and the replay
// confirms it.
// BMC: nondet inputs: 2
// BMC: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

char *strcpy_(char *s1, char *s2) {
  char *dst = s1;
  char *src = s2;
  while ((*dst++ = *src++) != '\0')
    ;
  return s1;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 2) return 0;
  char *src = malloc(n);
  char *dst = malloc(n - 1);
  for (int i = 0; i < n - 1; i++) src[i] = 'x';
  src[n - 1] = 0;
  strcpy_(dst, src);
  free(src);
  free(dst);
  return 0;
}
