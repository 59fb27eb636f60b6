// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memsafety.prp --bmc-only --bmc-bound 8 %s | FileCheck %s --check-prefix=BMC
// A run of packed bit-fields of 72 bits is one i72 in clang's code, which
// memterm splits into an i64 and an i8 limb: its loads and stores touch
// exactly the 9 bytes of the struct, in every engine (the graph proves the
// accesses inside the 9-byte block, the BMC finds no violation).  Before the
// limbs, every engine stopped at the i72 with "integer wider than 64 bits".
// CHECK: {{^Result: true$}}
// BMC-NOT: Result: false
// BMC-NOT: wider than 64 bits
// BMC: Proof: bounded model checking explored every path
// BMC: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
#pragma pack(push, 1)
struct P { signed a : 20; unsigned b : 29; signed c : 23; };
#pragma pack(pop)

int main(void) {
  struct P *p = malloc(sizeof *p);
  if (!p) return 0;
  p->c = __VERIFIER_nondet_int();
  int r = p->c;
  free(p);
  return r > 3;
}
