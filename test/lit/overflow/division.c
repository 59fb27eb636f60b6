// RUN: %memterm --property-file %props/no-overflow.prp %s | FileCheck %s
// INT_MIN % -1 is undefined in C17 (6.5.5p6) although the remainder, 0,
// fits: the quotient does not.
// CHECK: Counterexample: no-overflow at {{.*}}division.c:[[@LINE+8]]:{{[0-9]+}} in main: division overflow: -2147483648 % -1
// CHECK: {{^Result: false\(no-overflow\)$}}
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  if (b == 0)
    return 0;
  return a % b;
}
