/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "poly_square_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* The sum of the first n odd numbers is n^2: s = i * i at the loop head,
   a polynomial invariant. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 10000);
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += 2 * i + 1;
  }
  if (s != n * n) reach_error();
  return 0;
}
