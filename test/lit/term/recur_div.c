// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's|b = b / 4;|b = b / 4 + 1;|' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=TERM
// Division by a constant in the loop (C truncates towards zero): from
// b = 0 and a < 0 the loop stays where it is; elsewhere b / 4 shrinks b
// to 0 first.  With b / 4 + 1, b ends at 1 and a climbs to it: never false.
// CHECK: Non-termination: the loop at {{.*}}recur_div.c:
// CHECK: {{^  the recurrent set in C .*b <= 0}}
// CHECK: {{^Result: false\(termination\)$}}
// TERM-NOT: Result: false
// TERM: {{^Result: (true|unknown)$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  while (a < b) {
    a = a + b;
    b = b / 4;
  }
  return 0;
}
