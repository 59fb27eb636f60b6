// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: { echo "#define BUG 1"; cat %s; } > %t.bug.c
// RUN: %memterm --property-file %props/unreach-call.prp %t.bug.c | FileCheck --check-prefix=BUG %s
// Polynomial equalities of a loop beside values it never changes: the
// loop's relation carries three globals and a mode flag that hold one
// value in every sample, besides n, i, s and t.  The hull over products
// is taken over the arguments that vary (candidates.c, quad_hull), so
// 2·t = i·i - i and s = i·i are found although the relation has more
// arguments than AUX_QUAD_ARGS.  With BUG the triangle count is one short
// once i passes 7 (a real violation, found by the concrete runs or BMC).
// CHECK: {{^Result: true$}}
// BUG: {{^Result: false\(unreach-call\)$}}
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

int calls, errors, last;

int main(void) {
  int n = __VERIFIER_nondet_int();
  int mode = 1;
  if (n < 1 || n > 1000) return 0;
  int i = 0, s = 0, t = 0;
  while (i < n) {
    s += 2 * i + 1;
    t += i;
#ifdef BUG
    if (i == 7) t--;
#endif
    i++;
  }
  if (mode && (s != i * i || 2 * t != i * i - i)) reach_error();
  last = s + t + calls + errors;
  return 0;
}
