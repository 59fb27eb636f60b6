/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "cells_pair_array_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Two counters kept in a local array of two, indexed by constants: both
   step by one, so their distance stays 10. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int c[2];
  c[0] = 0;
  c[1] = 10;
  for (int i = 0; i < n; i++) {
    c[0]++;
    c[1]++;
  }
  if (c[1] - c[0] != 10) reach_error();
  return 0;
}
