/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "poly_square_even_terms.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Meant to sum the first n odd numbers, n^2.
   Bug: the term is 2 * i, so s = n * n - n, which differs from n^2 for
   every n >= 1. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 10000);
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += 2 * i;
  }
  if (s != n * n) reach_error();
  return 0;
}
