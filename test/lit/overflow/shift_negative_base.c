// RUN: %memterm --property-file %props/no-overflow.prp %s | FileCheck %s
// A left shift of a negative signed value is undefined (C17 6.5.7p4).
// CHECK: Counterexample: no-overflow at {{.*}}shift_negative_base.c:[[@LINE+7]]:{{[0-9]+}} in main: left shift of negative value -{{[0-9]+}}
// CHECK: {{^Result: false\(no-overflow\)$}}
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 1000) return 0;
  return x << 2;
}
