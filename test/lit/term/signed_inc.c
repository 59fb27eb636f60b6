// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/termination.prp --int-semantics machine %s | FileCheck %s --check-prefix=MACHINE
// Signed x grows for ever as a mathematical integer (SV-COMP's termination
// convention); with fixed width the increment overflows, undefined
// behaviour.  Never true.
// CHECK-NOT: Result: true
// CHECK: {{^Result: unknown$}}
// MACHINE: no-overflow
// MACHINE: {{^Result: unknown$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  while (x > 0) x++;
  return 0;
}
