// The ranking functions of a termination proof are also read over the C
// variables at their loops ("in C:"), where every variable they use is the
// value of one: n - i for a loop counting up to n, the same per location
// for nested loops; a memory cell has no C name and is left in ITS terms.
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// CHECK: ranking function: {{.*}}i.0
// CHECK-NEXT: in C: {{n - i|-i \+ n}}
// CHECK: Result: true
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i % 3;
  return s;
}
