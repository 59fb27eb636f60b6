// RUN: %memterm --random-runs 0 --bmc-bound 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// The destination is one byte short of n: the padding (or the copy) writes
// past its end; the graph reaches an error state in copy_pad.
// CHECK: possible error of valid-deref {{.*}} in copy_pad
// CHECK-NOT: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

char *copy_pad(char *d, const char *s, int n) {
  char *p = d;
  while (n > 0) {
    n--;
    if ((*p++ = *s++) == 0) {
      char *q = p;
      int k = n;
      while (k-- != 0)
        *q++ = 0;
      break;
    }
  }
  return d;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  int len = __VERIFIER_nondet_int();
  if (n < 2 || len < 1) return 0;
  char *dst = malloc(n - 1);
  char *src = malloc(len);
  if (!dst || !src) { free(dst); free(src); return 0; }
  for (int i = 0; i < len - 1; i++) src[i] = (char)__VERIFIER_nondet_int();
  src[len - 1] = 0;
  copy_pad(dst, src, n);
  free(src);
  free(dst);
  return 0;
}
