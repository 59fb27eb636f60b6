// RUN: %memterm --property-file %props/no-overflow.prp --chc-only %s | FileCheck %s
// entry_bounds.c with a sum that may pass INT_MAX: x + y <= 2147484000
// enters move, so the bound at entry is no proof of x + 1, and the stage
// must not answer true (the overflow needs 648 nested calls: the whole
// portfolio does not replay it within a lit test's time).
// CHECK: {{^Result: unknown$}}
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
  __VERIFIER_assume(x <= 2147483000 && y <= 1000);
  return move(x, y) > 5;
}
