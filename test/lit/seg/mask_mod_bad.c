// RUN: %memterm --timeout 60 --property unreach-call %s | FileCheck %s
// The look-alike that must fail: 8*x + 3 has 3 in its low four bits when x
// is even (native: reach_error is called for x = 0).
// CHECK: {{^Result: false\(unreach-call\)$}}
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  if (x > 1000) return 0;
  unsigned y = 8 * x + 3;
  if ((y & 7) != 3) return 0;
  if ((y & 15) == 3) reach_error();
  return 0;
}
