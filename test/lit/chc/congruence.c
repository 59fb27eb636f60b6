// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp --chc-only --witness %t.yml %s > /dev/null
// RUN: FileCheck --check-prefix=YAML %s < %t.yml
// x moves by 4 or by 12 at each step: no linear equality holds, but the
// samples' differences have gcd 4, and x ≡ 0 (mod 4) is inductive once
// x <= 12·s keeps x + 12 from wrapping (the slope 12 is a step the
// program adds).  congruence_bug.c: one step is 6.
// CHECK: solved by auxiliary invariants
// CHECK: {{^Result: true$}}
// The congruence in C, in unsigned arithmetic masked to the modulus:
// YAML: value: "{{.*}}((unsigned)((unsigned)x) & 3u) <= 0u
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100000) return 0;
  int x = 0, s = 0;
  while (s < n) {
    if (__VERIFIER_nondet_int()) x += 4;
#ifndef BUG
    else x += 12;
#else
    else x += 6;
#endif
    s++;
  }
  if (x % 4 != 0) reach_error();
  return 0;
}
