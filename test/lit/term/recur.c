// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/int x = /unsigned x = /; s/x >= 0/x > 0/' %s > %t.u.c
// RUN: %memterm --property-file %props/termination.prp %t.u.c | FileCheck %s --check-prefix=UNS
// RUN: sed 's/y = y + 1/y = y - 1/' %s > %t.t.c
// RUN: %memterm --property-file %props/termination.prp %t.t.c | FileCheck %s --check-prefix=TERM
// x and y only grow (as mathematical integers, SV-COMP's convention for
// signed values): the recurrent set x >= 0 && y >= 0 is entered by the stem
// and never left.  Unsigned, x wraps to 0 and the loop ends: no false.
// With y falling, x + y eventually turns negative: proved terminating
// (a multiphase ranking function).
// CHECK: Non-termination: the loop at {{.*}}recur.c:{{[0-9]+}}
// CHECK: recurrent set:
// CHECK: {{^Result: false\(termination\)$}}
// UNS-NOT: Result: false
// TERM-NOT: Result: false
// TERM: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 1;
  if (x < 0) return 0;
  while (x >= 0) {
    x = x + y;
    y = y + 1;
  }
  return 0;
}
