// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// An outer loop whose iterations are all alike (the inner loop runs the
// same number of times) is one line of the trace.
// CHECK: trace (source lines executed, loops summarised):
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int c = 0;
  // CHECK: main: lines [[@LINE+1]]-[[@LINE+5]] x 3 iterations
  for (int i = 0; i < 3; i++) {
    for (int j = 0; j < 4; j++) {
      c++;
    }
  }
  if (n == 7 && c == 12) {
    // CHECK: main: line [[@LINE+2]]
    // CHECK-NEXT: => unreach-call at line [[@LINE+1]] in main
    reach_error();
  }
  return 0;
}
