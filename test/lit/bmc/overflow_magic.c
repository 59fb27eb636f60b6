// RUN: %memterm --property-file %props/no-overflow.prp --random-runs 4 %s > %t.out
// RUN: FileCheck %s < %t.out
// A signed overflow only after a specific second input: y must be
// 7654321 for the multiplication to run, and x large enough to overflow.
// CHECK: nondet inputs: {{[0-9]+}},7654321
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(no-overflow\)$}}
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if ((unsigned)y * 3u != 22962963u) return 0;
  if (x < 1000) return 0;
  int z = x * 4096;
  return z > 0;
}
