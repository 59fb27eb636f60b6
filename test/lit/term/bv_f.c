// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// Seed 003's f: with x = UINT_MAX the unsigned j wraps to 0 and the loop
// never ends; as mathematical integers it would terminate.  Never true.
// CHECK-NOT: Result: true
// CHECK: {{^Result: (unknown|false\(termination\))$}}
extern unsigned __VERIFIER_nondet_uint(void);
void f(unsigned x) {
  unsigned j = 0;
  while (j <= x) j++;
}
int main(void) {
  f(__VERIFIER_nondet_uint());
  return 0;
}
