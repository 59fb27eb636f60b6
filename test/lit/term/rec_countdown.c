// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// A recursive function with no memory effects: each call is abstracted --
// the callee's entry state is generalized like a loop head (calls close
// into cycles through it) and the caller goes on with an unknown result.
// The descent n -> n - 1 is ranked by n.
// CHECK: Proof: every cycle of the graph decreases a ranking function
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);

int depth(int n) {
  if (n <= 0) return 0;
  return depth(n - 1) + 1;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  return depth(n) > 5;
}
