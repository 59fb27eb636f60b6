// RUN: %memterm --random-runs 0 --property-file %props/termination.prp %s | FileCheck %s
// Steps of two miss 0 for odd n: the recursion never ends.  The entry
// state n >= 0 is not ranked (n - 2 may go below 0 without hitting the
// base case), so the answer must not be true.
// CHECK-NOT: {{^Result: true$}}
// CHECK: {{^Result: }}
extern int __VERIFIER_nondet_int(void);

int down2(int n) {
  if (n == 0) return 0;
  return down2(n - 2);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) return 0;
  return down2(n);
}
