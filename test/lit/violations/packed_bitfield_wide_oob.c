// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// A run of packed bit-fields of 72 bits (an i72 in clang's code, split into
// an i64 and an i8 limb by memterm) read from a block one byte too short:
// the load of its top limb, at offset 8, is out of bounds.
#include <stdlib.h>
#pragma pack(push, 1)
struct P { signed a : 20; unsigned b : 29; signed c : 23; };
#pragma pack(pop)

int main(void) {
  struct P *p = malloc(sizeof *p - 1);
  if (!p) return 0;
  // CHECK: memterm: run: violation valid-deref at {{.*}}packed_bitfield_wide_oob.c:[[@LINE+1]]:{{[0-9]+}} in main: out-of-bounds read of 1 byte(s) at offset 8 of a heap block of 8 bytes
  int r = p->a;
  free(p);
  return r;
}
