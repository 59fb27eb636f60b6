/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "congruence_steps_five.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A position advanced by 3 or by 6 at each step, as in
   congruence_steps_ok.c.  Bug: the long step is 5, not 6, so a single
   long step leaves the position off the multiples of 3. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000);
  int x = 0, s = 0;
  while (s < n) {
    if (__VERIFIER_nondet_int()) {
      x += 3;
    } else {
      x += 5;
    }
    s++;
  }
  if (!(x % 3 == 0)) reach_error();
  return 0;
}
