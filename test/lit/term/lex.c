// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// Needs a lexicographic argument: x decreases on the outer step, y on the
// inner one while x stays.
// CHECK: ranking function
// CHECK: ranking function
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  while (x > 0 && y > 0) {
    if (__VERIFIER_nondet_int()) {
      x = x - 1;
      y = __VERIFIER_nondet_int();
    } else {
      y = y - 1;
    }
  }
  return 0;
}
