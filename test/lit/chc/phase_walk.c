// RUN: %memterm --property-file %props/unreach-call.prp --chc-only --stats -vv %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=LOG %s < %t.err
// A loop whose second phase starts after 60 steps: y stays at 60 while
// x < 60 and follows x afterwards.  The samples one clause step apart
// (at most 24 of them) never reach the second phase; a walk along the
// loop's clauses does, and keeps the states around the phase change, so
// the partition by x <= 60 has both sides' equalities (y == 60, y == x)
// and Houdini keeps them (phase_walk_bug.c: y is one too large in the
// second phase).
// CHECK: solved by auxiliary invariants
// CHECK: {{^Result: true$}}
// LOG: walks: {{[1-9][0-9]*}} more samples
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 60 || n > 1000000) return 0;
  int x = 0, y = 60;
  while (x < n) {
    x++;
#ifndef BUG
    if (x > 60) y++;
#else
    if (x >= 60) y++;
#endif
  }
  if (y != n) reach_error();
  return 0;
}
