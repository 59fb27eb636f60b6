// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// x·x is not linear; for x >= 2 the graph keeps x·x >= 4x - 4 (from
// (x - 2)(x - 2) >= 0 in the unbounded signed reading), enough for 99 - x.
// CHECK: ranking function
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), c = 0;
  while (x > 1 && x < 100) {
    x = x * x;
    c++;
  }
  return c;
}
