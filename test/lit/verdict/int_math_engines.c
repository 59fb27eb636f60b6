// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s --check-prefix=MACHINE
// RUN: %memterm --property-file %props/unreach-call.prp --int-semantics math %s | FileCheck %s --check-prefix=MATH
// With C's integers x * 1000000000 stays an int, so the call cannot be
// reached; with the unbounded integers of --int-semantics math it is (x = 3).
// Complete unrolling, the Horn clauses and the proof by the only execution
// compute with C's integers: under math they prove nothing (once complete
// unrolling answered true here).
// MACHINE: {{^Result: true$}}
// MATH-NOT: {{^Result: true$}}
// MATH: {{^Result: }}
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 1 || x > 10) return 0;
  long long y = (long long)(x * 1000000000);
  if (y > 2147483647LL) reach_error();
  return 0;
}
