// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %S/Inputs/entry_bounds3_bug.c | FileCheck --check-prefix=BUG %s
// RUN: %memterm --property-file %props/unreach-call.prp %S/Inputs/entry_bounds3_bug.c | FileCheck --check-prefix=FULL %s
// Runs of ones in a bit stream: every run but the last is followed by a
// zero, so 2k <= i + open at the loop head -- three variables, one with
// coefficient 2.  Its bound at entry (0, all three start at 0) is a
// candidate, and Houdini finds it inductive.  entry_bounds3_bug.c claims
// 2k <= n, false for the stream "1".
// CHECK: solved by auxiliary invariants
// CHECK: {{^Result: true$}}
// BUG: {{^Result: unknown$}}
// FULL: {{^Result: false\(unreach-call\)$}}
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "entry_bounds3.c", 1, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int k = 0, open = 0;
  for (int i = 0; i < n; i++) {
    if (__VERIFIER_nondet_int()) {
      if (!open) {
        open = 1;
        k++;
      }
    } else {
      open = 0;
    }
  }
  if (!(2 * k <= n + 1)) reach_error();
  return 0;
}
