// RUN: %memterm --random-runs 0 --property-file %props/unreach-call.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// reach_error() is guarded by a condition no input satisfies (the loop
// keeps 0 <= i <= n); the graph proves it unreachable.
// CHECK: Proof: complete symbolic execution graph
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  int i = 0;
  while (i < n) i++;
  if (i != n) reach_error();
  return 0;
}
