/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "counters_eq_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Three counters advance in lock step: x by 2, y by 1, z by 3. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int x = 0, y = 0, z = 0;
  for (int i = 0; i < n; i++) {
    x += 2;
    y++;
    z += 3;
  }
  if (!(x == 2 * y)) reach_error();
  if (!(z == x + y)) reach_error();
  if (!(y == n)) reach_error();
  return 0;
}
