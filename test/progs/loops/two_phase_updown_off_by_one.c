/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "two_phase_updown_off_by_one.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: the phase switch tests i <= n, so the first phase is one iteration
   too long and x ends at 2 instead of 0 (for every n >= 1). */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 500000);
  int i = 0, x = 0;
  while (i < 2 * n) {
    if (i <= n) {
      x++;
    } else {
      x--;
    }
    i++;
  }
  if (!(x == 0)) reach_error();
  return 0;
}
