// RUN: %memterm --property-file %props/unreach-call.prp --chc-only -v %s 2>&1 | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %S/Inputs/polynomial_bug.c | FileCheck --check-prefix=BUG %s
// RUN: %memterm --property-file %props/unreach-call.prp %S/Inputs/polynomial_bug.c | FileCheck --check-prefix=FULL %s
// Gauss's sum: 2s = i(i - 1) at the loop head, a polynomial invariant.
// The samples' hull over the features i, s, n and their products finds
// it; Houdini checks it with nonlinear arithmetic, Spacer never sees it.
// polynomial_bug.c adds i + 1: the equality does not hold.
// CHECK: the auxiliary invariants alone are a solution
// CHECK: {{^Result: true$}}
// BUG: {{^Result: unknown$}}
// FULL: {{^Result: false\(unreach-call\)$}}
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "polynomial.c", 1, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 20000);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  if (2 * s != n * (n - 1)) reach_error();
  return 0;
}
