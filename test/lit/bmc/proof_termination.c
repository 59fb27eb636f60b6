// RUN: %memterm --property-file %props/termination.prp --timeout 30 %s | FileCheck %s
// RUN: sed -e 's/{ x++; y++; }/{ x++; }/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp --timeout 30 %t.c | FileCheck --check-prefix=NT %s
// x and y start below 8 and grow together, so x*y reaches 40 within 7
// rounds: every path ends within the bound (no ranking function over the
// product is needed).  Growing x alone never ends when y is 0: the paths go
// beyond every bound, so there is no proof.
// CHECK: Proof: bounded model checking explored every path of the program to its end
// CHECK: so every run is finite
// CHECK: Result: true
// NT-NOT: Result: true
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint() % 8u;
  unsigned y = __VERIFIER_nondet_uint() % 8u;
  while (x * y < 40u) { x++; y++; }
  return 0;
}
