// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck --check-prefix=FULL %s
// Objects that are not cells: g's address is passed to a function (here),
// a's element is stored at a variable index (cells_escape_idx.c).  Both change the field the
// error depends on behind the clauses' back if they were cells; they stay
// havocked, and the stage must not answer true.
// CHECK: {{^Result: unknown$}}
// FULL: {{^Result: false\(unreach-call\)$}}
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

struct s {
  int a, b;
} g;

void set(int *p) { *p = 5; }

int main(void) {
#ifndef INDEXED
  g.a = 0;
  set(&g.a);
  if (g.a == 5) reach_error();
#endif
#ifdef INDEXED
  int a[4];
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 3) return 0;
  a[0] = 0;
  a[i] = 7;
  if (a[0] == 7) reach_error();
#endif
  return 0;
}
