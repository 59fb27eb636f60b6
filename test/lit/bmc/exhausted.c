// RUN: timeout 10 %memterm --property-file %props/unreach-call.prp --timeout 30 %s | FileCheck %s
// RUN: timeout 10 %memterm --property-file %props/unreach-call.prp --timeout 30 --bmc-only %s | FileCheck %s
// A loop-free program: at bound 1 no path is cut, so deeper bounds add
// nothing and the bounded model checker stops there; the answer (unknown:
// the graph cannot handle the product, and BMC never proves) comes at
// once, not at the deadline (timeout 10 < --timeout 30).  x*x mod 4 is 0
// or 1, so reach_error() is unreachable.
// CHECK: bounded model checking explored every path to its end (bound 1) without finding a violation; deeper bounds add no path (not a proof)
// CHECK: Result: unknown
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = x * x;
  if (y % 4u == 2u) reach_error();
  return 0;
}
