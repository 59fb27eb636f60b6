// REQUIRES: optimized
// RUN: %memterm --property-file %props/no-overflow.prp --chc-only --stats -v %s 2>&1 | FileCheck %s
// A recursive transfer: x + y is the same in every call of move, so the
// bound x + y <= 2000000000 that enters from main (an octagon template
// maximized over the call clause) is inductive, and x + 1 cannot wrap.
// The auxiliary invariants prove it (entry_bounds_bug.c: the sum may
// pass INT_MAX).
// CHECK: auxiliary invariants: {{[0-9]+}} of {{[0-9]+}} candidates inductive
// CHECK: solved by auxiliary invariants (linear facts from sample states and bounds at entry
// CHECK: Result: true
// CHECK: smt_opt_queries {{ *[1-9][0-9]*}}
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int move(int x, int y) {
  if (y <= 0) return x;
  return move(x + 1, y - 1);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && y >= 0);
  __VERIFIER_assume(x <= 2000000000 && y <= 2000000000 - x);
  return move(x, y) > 5;
}
