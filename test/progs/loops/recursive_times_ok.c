/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "recursive_times_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Multiplication by repeated addition, checked to commute: times(a, b)
   returns a * b, a polynomial summary. */
int times(int a, int b) {
  if (b == 0) return 0;
  return a + times(a, b - 1);
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a <= 1000 && b >= 0 && b <= 1000);
  if (times(a, b) != times(b, a)) reach_error();
  return 0;
}
