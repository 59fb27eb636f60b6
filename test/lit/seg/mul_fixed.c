// RUN: %memterm --random-runs 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// count * size with both operands parameters: the KB fixes count to 4, so
// the product is linear and the size is known to be 16.
// CHECK: Proof: complete symbolic execution graph without error states
// CHECK: {{^Result: true$}}
#include <stdlib.h>
#include <string.h>

static void *zalloc(unsigned long count, unsigned long size) {
  void *p = malloc(count * size);
  if (p) memset(p, 0, count * size);
  return p;
}

extern int __VERIFIER_nondet_int(void);

int main(void) {
  if (__VERIFIER_nondet_int()) return 0; /* an input: no proof by the one execution */
  int *p = zalloc(4, sizeof(int));
  if (!p) return 0;
  p[3] = 1;
  free(p);
  return 0;
}
