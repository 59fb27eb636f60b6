// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// i <= n at the loop head for every int n: an invariant the samples do
// not give (n takes any value); Spacer finds it.  i++ is signed: under
// unreach-call memterm wraps (the clause has one wrap at most), and the
// invariant shows it never happens.
// CHECK: {{^Proof: constrained Horn clauses .* solved by}}
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  while (i < n) i++;
  if (n > 0 && i != n) reach_error();
  return 0;
}
