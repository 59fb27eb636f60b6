// RUN: %memterm --property-file %props/unreach-call.prp --chc-only --stats %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=STATS %s < %t.err
// RUN: %memterm --property-file %props/no-overflow.prp --chc-only %s | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp --chc-only --witness %t.yml %s > /dev/null
// RUN: FileCheck --check-prefix=YAML %s < %t.yml
// Counters in lock step up to a bound of a million: x = 2y, z = x + y,
// y = i <= n.  Spacer alone blocks one bound after another; the linear
// equalities of the loop head's sample states are inductive (Houdini) and
// are the proof themselves, re-checked clause by clause.  Under
// no-overflow the same facts bound every sum.
// CHECK: Proof: constrained Horn clauses {{.*}}auxiliary invariants
// CHECK: {{^Result: true$}}
// STATS: chc_aux_proofs{{ +}}1
// The loop invariant of the proof in the correctness witness, in C:
// YAML: type: loop_invariant
// YAML: line: 28
// YAML: value: "(long long)x == 2 * (long long)y && (long long)z == 3 * (long long)y && i == y && {{.*}}y <= n
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int x = 0, y = 0, z = 0;
  for (int i = 0; i < n; i++) {
    x += 2;
    y++;
    z += 3;
  }
  if (x != 2 * y || z != x + y || y != n) reach_error();
  return 0;
}
