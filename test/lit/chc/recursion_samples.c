// RUN: %memterm --property-file %props/unreach-call.prp --chc-only -v -v -v %s 2>&1 | FileCheck %s
// RUN: { echo "#define BUG 1"; cat %s; } > %t.bug.c
// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %t.bug.c | FileCheck --check-prefix=BUG %s
// Samples of a recursive function's summary come from its recursive case
// too, not only from its base cases: the calls inside the function are
// clauses before main's call, and their attempts at the summary's
// enabling states (which need a sample of the summary first) no longer use
// up those of main's call (sample.c, attempts per clause).  fib(3) = 2 is
// a state of the summary only the recursive case gives.
// CHECK: fib.sum0: {{[0-9]+}} samples
// CHECK: sample 3 2
// CHECK: {{^Result: true$}}
// BUG: {{^Result: unknown$}}
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

int fib(int n) {
  if (n < 1) return 0;
  if (n == 1) return 1;
  return fib(n - 1) + fib(n - 2);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 40) return 0;
  int r = fib(x);
#ifdef BUG
  if (x < 0 && r == 0) reach_error();
#else
  if (x < 0 && r != 0) reach_error();
#endif
  return 0;
}
