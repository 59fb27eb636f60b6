/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "congruence_steps_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A position advanced by 3 or by 6 at each step, as chosen by the input:
   it stays a multiple of 3, which no linear equality or bound states. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000);
  int x = 0, s = 0;
  while (s < n) {
    if (__VERIFIER_nondet_int()) {
      x += 3;
    } else {
      x += 6;
    }
    s++;
  }
  if (!(x % 3 == 0)) reach_error();
  return 0;
}
