// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/a = b - 1;/a = b;/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=SAME
// min(a, b) decreases in every step, but no affine function of a and b
// does (either one may be set to any value) and the rule graph does not
// split: the loop head is split by a < b, with one affine ranking
// function on each side (a where a < b, b elsewhere).  With a = b instead
// of b - 1, a = b = 1 and the nondet value 1 repeat forever: never true.
// CHECK: {{split at each of its locations by .* <= 0 \(\[P\]\) or not \(\[~P\]\), piecewise \(P in C: b <= a\):$}}
// CHECK: {{ranking function: .*\[P\]: .*\[~P\]: }}
// CHECK: {{^Result: true$}}
// SAME-NOT: Result: true
// SAME: {{^Result: (unknown|false\(termination\))$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  while (a > 0 && b > 0) {
    if (a < b) {
      b = a - 1;
      a = __VERIFIER_nondet_int();
    } else {
      a = b - 1;
      b = __VERIFIER_nondet_int();
    }
  }
  return 0;
}
