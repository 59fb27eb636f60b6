// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/\*p = \*p \* 1;/*p = *p - 1;/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=TERM
// The counter is alloca'd and never written: its contents are
// indeterminate.  The loop runs for ever from a value in (0, 10^8); zeros,
// 0xA5 bytes (negative) and 0xFF bytes (-1) leave it at once, 0x01 bytes
// (16843009) keep it: the lasso runs also fill fresh memory with ones and
// 0xFF.  With *p falling the loop ends.
// CHECK: {{^  no signed overflow on the way; confirmed by a second run comparing both states byte by byte \(fresh memory and uninitialized variables filled with 0x01\)$}}
// CHECK: {{^Result: false\(termination\)$}}
// TERM-NOT: Result: false
// TERM: {{^Result: true$}}
#include <alloca.h>
int main(void) {
  int *p = alloca(sizeof *p);
  while (*p > 0 && *p < 100000000) {
    *p = *p * 1;
  }
  return 0;
}
