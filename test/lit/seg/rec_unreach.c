// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --property-file %props/unreach-call.prp %S/Inputs/rec_result.c | FileCheck %s --check-prefix=RES
// The error depends only on the caller's n, not on what the recursive
// call returns: the abstraction of the call (unknown result) suffices.
// CHECK: Proof: complete symbolic execution graph without error states
// CHECK: {{^Result: true$}}
// Inputs/rec_result.c: the error depends on the result (always 1), which
// the abstraction forgets: the graph cannot prove it unreachable, and the
// answer is not true (a counterexample run finds it).
// RES-NOT: {{^Result: true$}}
// RES: {{^Result: }}
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int sum(int n) {
  if (n <= 0) return 0;
  return n + sum(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  int s = sum(n);
  if (n > 2000) reach_error();
  return s > 0;
}
