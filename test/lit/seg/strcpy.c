// RUN: %memterm --random-runs 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// Seed 000's strcpy: the destination is as long as the source.  The proof
// needs the difference relation dst - s1 = src - s2 in the merged state.
// CHECK: Proof: complete symbolic execution graph without error states
// CHECK: {{^Result: true$}}
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
  if (n < 1) return 0;
  char *src = malloc(n);
  char *dst = malloc(n);
  for (int i = 0; i < n - 1; i++) src[i] = 'x';
  src[n - 1] = 0;
  strcpy_(dst, src);
  free(src);
  free(dst);
  return 0;
}
