// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %S/Inputs/partitions_bug.c | FileCheck --check-prefix=BUG %s
// RUN: %memterm --property-file %props/unreach-call.prp %S/Inputs/partitions_bug.c | FileCheck --check-prefix=FULL %s
// A loop with two phases: y rises by 2 while i < n, then falls by 1, so
// y = 2i below n and y = 3n - i above -- no single linear invariant, but
// the samples split by the guard i <= n each have an affine hull, and
// the implications guard -> equality are inductive.  partitions_bug.c runs
// one step more: y ends at -1.
// CHECK: solved by auxiliary invariants
// CHECK: {{^Result: true$}}
// BUG: {{^Result: unknown$}}
// FULL: {{^Result: false\(unreach-call\)$}}
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "partitions.c", 1, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000);
  int i = 0, y = 0;
  while (i < 3 * n) {
    if (i < n)
      y += 2;
    else
      y--;
    i++;
  }
  if (y != 0) reach_error();
  return 0;
}
