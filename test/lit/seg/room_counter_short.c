// RUN: %memterm --random-runs 0 --bmc-bound 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// The bound forgets the terminating zero (n = m - j): the zero after n
// copied bytes lands past the destination; the graph reaches an error state.
// CHECK: possible error of valid-deref {{.*}} in append_n
// CHECK-NOT: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

void append_n(char *d, const char *s, int n) {
  while (*d) d++;
  while (n > 0 && *s) {
    *d++ = *s++;
    n--;
  }
  *d = 0;
}

int main(void) {
  int m = __VERIFIER_nondet_int(), j = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (m < 1 || k < 1 || n < 0 || j < 0 || j >= m || n > m - j) return 0;
  char *dst = malloc(m), *src = malloc(k);
  if (!dst || !src) { free(dst); free(src); return 0; }
  for (int i = 0; i < j; i++) dst[i] = 'a';
  dst[j] = 0;
  for (int i = 0; i < k - 1; i++) src[i] = 'b';
  src[k - 1] = 0;
  append_n(dst, src, n);
  free(dst);
  free(src);
  return 0;
}
