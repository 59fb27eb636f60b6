// RUN: %memterm --random-runs 0 --bmc-bound 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// The check admits one byte too many (j + k = m + 1): the terminating zero
// of the copy lands past the destination; the graph reaches an error state.
// CHECK: possible error of valid-deref {{.*}} in append
// CHECK-NOT: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

void append(char *d, const char *s) {
  while (*d) d++;
  while ((*d++ = *s++) != 0)
    ;
}

int main(void) {
  int m = __VERIFIER_nondet_int(), j = __VERIFIER_nondet_int(), k = __VERIFIER_nondet_int();
  if (m < 1 || k < 1 || j < 0 || j >= m || k > m - j + 1) return 0;
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
