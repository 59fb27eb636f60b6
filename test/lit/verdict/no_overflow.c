// RUN: %memterm --property-file %props/no-overflow.prp %s > %t.out
// RUN: tail -n 1 %t.out | FileCheck %s
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// A sum of squares that overflows int for every input.
// CHECK: {{^Result: false\(no-overflow\)$}}
// ONE: {{^1$}}
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10) n = 0;
  int s = 0;
  for (int i = 0; i < 3000 + n; i++) s += i * i;
  return s > 0;
}
