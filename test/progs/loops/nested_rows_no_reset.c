/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nested_rows_no_reset.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: the inner index j is initialised once, outside the outer loop, and
   never reset, so only the first row is visited and t != 8*n for n >= 2. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000);
  int i, j = 0, t = 0;
  for (i = 0; i < n; i++) {
    for (; j < 8; j++) {
      t++;
    }
  }
  if (!(t == 8 * n)) reach_error();
  return 0;
}
