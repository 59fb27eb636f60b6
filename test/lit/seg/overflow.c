// RUN: %memterm --random-runs 0 --property-file %props/no-overflow.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %memterm --random-runs 0 --bmc-bound 0 --property-file %props/no-overflow.prp %S/Inputs/overflow_maybe.c > %t2.out
// RUN: FileCheck %s --check-prefix=MAYBE < %t2.out
// RUN: %memterm --random-runs 0 --property-file %props/no-overflow.prp %S/Inputs/overflow_maybe.c | FileCheck %s --check-prefix=BMC
// Bounded inputs: x * 2 + 1 cannot overflow.  Without the bound the graph
// reaches an overflow error state (not a counterexample: unknown).
// CHECK: {{^Result: true$}}
// MAYBE: possible error of no-overflow
// MAYBE: {{^Result: unknown$}}
// With bounded model checking (the default) the overflow is confirmed.
// BMC: found by bounded model checking
// BMC: {{^Result: false\(no-overflow\)$}}
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < -1000 || x > 1000) return 0;
  return x * 2 + 1;
}
