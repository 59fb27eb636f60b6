/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "phase_exit_sign_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A debt paid back in growing instalments: d starts negative, each step
   pays p and the next instalment is one larger.  The instalments start at
   1 or more, so when the debt is paid (d >= 0) the instalment is
   positive -- and no value comes near an overflow. */
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
  if (!(p >= 2 && d < p)) reach_error();
  return 0;
}
