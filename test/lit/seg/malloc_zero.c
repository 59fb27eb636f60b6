// RUN: %memterm --timeout 60 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --timeout 60 --property-file %props/valid-memsafety.prp --stats %s 2>&1 >/dev/null | FileCheck --check-prefix=STATS %s
// malloc(n) and calloc(n, 4) with n possibly 0 (no bound a loop could
// unroll): a block of 0 bytes is a unique address that nothing may access,
// that free() takes and that leaks like any other; the graph proves this
// program (a fill loop and a sum loop that do not run for n = 0).
// CHECK: Proof: complete symbolic execution graph
// CHECK: {{^Result: true$}}
// STATS: seg_zero_allocs {{ *[1-9]}}
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 1000000) return 0;
  char *p = malloc(n);
  int *q = calloc(n, sizeof *q);
  int s = 0;
  for (unsigned i = 0; i < n; i++) p[i] = 0;
  for (unsigned i = 0; i < n; i++) s += q[i];
  free(q);
  free(p);
  return s;
}
