// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: { echo "#define BUG 1"; cat %s; } > %t.bug.c
// RUN: %memterm --property-file %props/unreach-call.prp %t.bug.c | FileCheck --check-prefix=BUG %s
// A bound and a divisor kept in a global that no store writes: its loads
// read the initial value in the Horn clauses (cells.c, chc_cell.ro), so
// `i % (SIZE + 2)` is a remainder by the constant 1003 (encode.c: a
// divisor the encoder folds to a numeral), not any value; with i a
// multiple of 3 at most n + 2 <= 1003 it is never 0.  With BUG, SIZE + 2 =
// 1002 is a multiple of 3, reached at n = 1000: the concrete runs draw
// the global's initial value as an input (exec/lib.c, the dictionary).
// CHECK: {{^Result: true$}}
// BUG: {{^Result: false\(unreach-call\)$}}
extern unsigned __VERIFIER_nondet_uint(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }
#ifdef BUG
int SIZE = 1000;
#else
int SIZE = 1001;
#endif
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n == 0 || n > SIZE) return 0;
  unsigned i = 0;
  while (i < n) i += 3;
  if (i % (SIZE + 2) == 0) reach_error();
  return 0;
}
