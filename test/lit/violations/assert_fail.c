// RUN: %status 134 %memterm --run %s --nondet 7 2>&1 | FileCheck %s --implicit-check-not="run: violation"
// RUN: %status 0 %memterm --run %s --nondet 6 2>&1 | FileCheck %s --check-prefix=OK --implicit-check-not=abort
// A failed assert() aborts at the assert's line.
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x * 2;
  // CHECK: memterm: run: abort at {{.*}}assert_fail.c:[[@LINE+1]]:{{[0-9]+}} in main
  assert(y != 14);
  return 0;
}
// CHECK: memterm: run: nondet 7
// OK: memterm: run: exit 0
