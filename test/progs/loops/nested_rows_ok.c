/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nested_rows_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* n rows of at most 8 cells each (the row width m is nondet):
   the cell count t never exceeds 8*n. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000);
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(m >= 0 && m <= 8);
  int t = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) {
      t++;
    }
    if (!(t <= 8 * (i + 1))) reach_error();
  }
  if (!(t <= 8 * n)) reach_error();
  return 0;
}
