// RUN: %memterm --property-file %props/unreach-call.prp --chc-only --stats %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=STATS %s < %t.err
// RUN: %memterm --property-file %props/unreach-call.prp --chc-only --witness %t.yml %s > /dev/null
// RUN: FileCheck --check-prefix=YAML %s < %t.yml
// Each step adds 1 and 2 (or 2 and 1) to x and y from arbitrary unsigned
// starts: x + y == s0 + 3·steps modulo 2^32.  A sample where x + y
// wrapped breaks the plain equality; its version modulo 2^32 is
// inductive and, with the ranges of the values, the proof
// (wrap_mod_bug.c: steps is not counted in one branch).
// CHECK: solved by auxiliary invariants ({{.*}}also modulo 2^w
// CHECK: {{^Result: true$}}
// STATS: chc_aux_proofs{{ +}}1
// The modular fact in C, computed in unsigned arithmetic:
// YAML: type: loop_invariant
// YAML: value: "(unsigned)((unsigned)s0 - (unsigned)y - (unsigned)x + 3u * (unsigned)steps) == 0u
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

int main(void) {
  unsigned x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint();
  unsigned s0 = x + y, steps = 0;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int() & 1) {
      x += 1u;
      y += 2u;
#ifndef BUG
    } else {
#else
      steps--;
    } else {
#endif
      x += 2u;
      y += 1u;
    }
    steps++;
  }
  if (x + y != s0 + 3u * steps) reach_error();
  return 0;
}
