// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/b = -b;/b = -b; a = a - 1;/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=TERM
// The loop reads a, which it never changes (a value from before the loop,
// no phi at its head), and its preheader is a block of its own (the if):
// the loop is the head and its body only, a is a variable of the recurrent
// set a >= 1.  (The preheader's edge to the head once made the whole
// function "the loop", and the search never saw a as an input.)  With a
// falling, the loop ends.
// CHECK: Non-termination: the loop at {{.*}}:24:
// CHECK: {{^  the recurrent set in C .*a >= 1}}
// CHECK: {{^Result: false\(termination\)$}}
// TERM-NOT: Result: false
// TERM: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (b > 3) {
    // the loop
    // runs for ever when a >= 1
    // (b only flips its sign)
    // ...
    while (a > 0) {
      b = -b;
    }
  }
  return 0;
}
