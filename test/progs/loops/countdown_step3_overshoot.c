/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "countdown_step3_overshoot.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: the remaining amount is decreased in steps of 3 and assumed to end
   at exactly 0, but it overshoots below 0 unless n is a multiple of 3. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int rest = n, chunks = 0;
  while (rest > 0) {
    rest -= 3;
    chunks++;
  }
  if (!(rest == 0)) reach_error();
  if (!(3 * chunks == n)) reach_error();
  return 0;
}
