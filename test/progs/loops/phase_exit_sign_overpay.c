/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "phase_exit_sign_overpay.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A debt paid back in growing instalments, as in phase_exit_sign_ok.c.
   Bug: the check claims that the final payment never overshoots by more
   than one, but an instalment p can overshoot the debt by up to p - 1. */
int main(void) {
  int d = __VERIFIER_nondet_int();
  int p = __VERIFIER_nondet_int();
  __VERIFIER_assume(d >= -100000 && d < 0 && p >= 1 && p <= 1000);
  int steps = 0;
  while (d < 0) {
    d = d + p;
    p++;
    steps++;
  }
  if (!(p >= 2 && d <= 1)) reach_error();
  return 0;
}
