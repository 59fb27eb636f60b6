// RUN: %memterm --property-file %props/no-overflow.prp %s | FileCheck %s
// A shift by the width or more (C17 6.5.7p3), also of an unsigned value
// and to the right, is undefined: a no-overflow violation.
// CHECK: Counterexample: no-overflow at {{.*}}shift_exponent.c:[[@LINE+9]]:{{[0-9]+}} in main: shift exponent {{[0-9]+}} is too large for 32-bit type
// CHECK: {{^Result: false\(no-overflow\)$}}
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0)
    return 0;
  unsigned x = 0xffffu;
  return (int)(x >> n);
}
