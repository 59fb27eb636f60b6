// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/termination.prp --int-semantics machine %s | FileCheck %s --check-prefix=MACHINE
// Signed x grows for ever as a mathematical integer (SV-COMP's termination
// convention): a recurrent set (x >= 1) proves it.  With fixed width the
// increment overflows, undefined behaviour: neither true nor false.
// CHECK: recurrent set:
// CHECK: {{^Result: false\(termination\)$}}
// MACHINE-NOT: Result: false
// MACHINE-NOT: Result: true
// MACHINE: no-overflow
// MACHINE: {{^Result: unknown$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  while (x > 0) x++;
  return 0;
}
