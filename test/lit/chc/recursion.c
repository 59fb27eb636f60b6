// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: { echo "#define BUG 1"; cat %s; } > %t.bug.c
// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %t.bug.c | FileCheck --check-prefix=BUG %s
// Mutual recursion with a result capped at 5: summaries are relations of
// their own, entered from the call sites.
// CHECK: {{^Result: true$}}
// BUG: {{^Result: unknown$}}
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

unsigned id2(unsigned x);
unsigned id(unsigned x) {
  if (x == 0) return 0;
  unsigned r = id2(x - 1) + 1;
  return r > 5 ? 5 : r;
}
unsigned id2(unsigned x) {
  if (x == 0) return 0;
  unsigned r = id(x - 1) + 1;
  return r > 5 ? 5 : r;
}
int main(void) {
  unsigned r = id(__VERIFIER_nondet_uint());
#ifdef BUG
  if (r == 5) reach_error();
#else
  if (r == 10) reach_error();
#endif
  return 0;
}
