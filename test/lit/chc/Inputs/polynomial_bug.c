/* polynomial.c adding i + 1: 2s = i(i + 1), not i(i - 1) (the lit test is polynomial.c) */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "polynomial_bug.c", 1, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 20000);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i + 1;
  if (2 * s != n * (n - 1)) reach_error();
  return 0;
}
