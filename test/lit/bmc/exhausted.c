// RUN: timeout 10 %memterm --property-file %props/unreach-call.prp --timeout 30 %s | FileCheck %s
// RUN: timeout 10 %memterm --property-file %props/unreach-call.prp --timeout 30 --bmc-only %s | FileCheck %s
// A loop-free program: at bound 1 no path is cut, so deeper bounds add
// nothing and the bounded model checker stops there, at once, not at the
// deadline (timeout 10 < --timeout 30).  The graph cannot handle the
// product; the unrolling in proof mode (every path ended, each query
// unsatisfiable) proves it.  x*x mod 4 is 0 or 1, so reach_error() is
// unreachable.
// CHECK: Proof: bounded model checking explored every path of the program to its end (bound 1:
// CHECK: Result: true
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = x * x;
  if (y % 4u == 2u) reach_error();
  return 0;
}
