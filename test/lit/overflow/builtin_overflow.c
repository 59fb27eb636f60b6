// RUN: %memterm --property-file %props/no-overflow.prp %s | FileCheck %s
// __builtin_add_overflow and __builtin_mul_overflow wrap and report: no
// undefined behaviour, whatever the inputs.
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int(), r;
  if (__builtin_add_overflow(a, b, &r)) return 1;
  if (__builtin_mul_overflow(a, 3, &r)) return 2;
  return 0;
}
