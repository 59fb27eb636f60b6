/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "cells_pair_array_double_step.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Two counters in a local array, as in cells_pair_array_ok.c.  Bug: the
   second steps by 2 when i is odd, so their distance grows once the loop
   has run twice. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int c[2];
  c[0] = 0;
  c[1] = 10;
  for (int i = 0; i < n; i++) {
    c[0]++;
    c[1] += (i % 2) ? 2 : 1;
  }
  if (c[1] - c[0] != 10) reach_error();
  return 0;
}
