/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "rec_acc_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* An accumulator recursion: twice(n, a) adds 2 to a, n times; the
   summary is r == a + 2n for n >= 0. */
int twice(int n, int a) {
  if (n <= 0) return a;
  return twice(n - 1, a + 2);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000);
  int r = twice(n, 0);
  if (r != 2 * n) reach_error();
  return 0;
}
