// RUN: %memterm --random-runs 0 --bmc-bound 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// Appending one string to another: the destination has room for the
// source after its own string.  The merged state of the copy loop needs
// the relation between the room left in both blocks (d - s <= end(dst) -
// end(src) + t), four variables that no loop variable names.
// CHECK: Proof: complete symbolic execution graph without error states
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

void append(char *d, const char *s) {
  while (*d) d++;
  while ((*d++ = *s++) != 0)
    ;
}

int main(void) {
  int m = __VERIFIER_nondet_int(), j = __VERIFIER_nondet_int(), k = __VERIFIER_nondet_int();
  if (m < 1 || k < 1 || j < 0 || j >= m || k > m - j) return 0;
  char *dst = malloc(m), *src = malloc(k);
  if (!dst || !src) { free(dst); free(src); return 0; }
  for (int i = 0; i < j; i++) dst[i] = 'a';
  dst[j] = 0;
  for (int i = 0; i < k - 1; i++) src[i] = 'b';
  src[k - 1] = 0;
  append(dst, src);
  free(dst);
  free(src);
  return 0;
}
