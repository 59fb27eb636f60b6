/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "phase_warmup_extra_step.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A warm-up of 100 iterations, then the rest.  Bug: the warm-up test is
   `i <= 100`, so 101 iterations count as warm-up and the check that
   exactly 100 did fails whenever the loop runs more than 100 times. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 100 && n <= 1000000);
  int i = 0, warm = 0, hot = 0;
  while (i < n) {
    if (i <= 100) {
      warm++;
    } else {
      hot++;
    }
    i++;
  }
  if (!(warm <= 100 && warm + hot == n)) reach_error();
  return 0;
}
