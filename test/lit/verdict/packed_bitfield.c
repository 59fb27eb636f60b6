// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memsafety.prp --bmc-only --bmc-bound 8 %s | FileCheck %s --check-prefix=BMC
// A packed bit-field struct of 5 bytes is held in an i40: its loads and
// stores touch 5 bytes.  An engine that sized them by the allocation size
// (8 bytes) saw an out-of-bounds access at the end of the block, and the
// replay, sharing the mistake, "confirmed" a wrong false(valid-deref).
// CHECK: {{^Result: true$}}
// BMC-NOT: Result: false
// BMC: Proof: bounded model checking explored every path
// BMC: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
#pragma pack(push, 1)
struct P { signed a : 13; unsigned b : 27; };
#pragma pack(pop)

int main(void) {
  struct P *p = malloc(sizeof *p);
  if (!p) return 0;
  p->a = __VERIFIER_nondet_int();
  p->b = 5;
  int r = p->a + (int)p->b;
  free(p);
  return r > 3;
}
