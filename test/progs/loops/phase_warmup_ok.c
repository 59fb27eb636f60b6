/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "phase_warmup_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A loop whose first 100 iterations are a warm-up: `warm` counts them,
   `hot` counts the rest.  The phase changes after a fixed 100 steps,
   far more than a few samples of the loop reach. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 100 && n <= 1000000);
  int i = 0, warm = 0, hot = 0;
  while (i < n) {
    if (i < 100) {
      warm++;
    } else {
      hot++;
    }
    i++;
  }
  if (!(warm == 100 && hot == n - 100)) reach_error();
  return 0;
}
