// RUN: %memterm --timeout 60 --property unreach-call %s | FileCheck %s
// The low bits of a value and the remainder by a constant as the graph keeps
// them: x & (2^k - 1) and x % d differ from x by a multiple of 2^k and of d
// (divisibility facts), so a value built as 8*x + 3 has 3 in its low three
// bits and 6*x + 4 leaves 1 modulo 3, for every x.
// CHECK: Proof: complete symbolic execution graph without error states
// CHECK: {{^Result: true$}}
extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  if (x > 1000) return 0;
  unsigned y = 8 * x + 3;
  if ((y & 7) != 3) reach_error();
  if ((x * 6 + 4) % 3 != 1) reach_error();
  int z = __VERIFIER_nondet_int();
  if (z < -1000 || z > 1000) return 0;
  int t = 4 * z - 2; /* negative too: two's complement keeps the low bits */
  if ((t & 3) != 2) reach_error();
  if ((t % 4 + 4) % 4 != 2) reach_error();
  return 0;
}
