/* entry_bounds3.c claiming 2k <= n: false for the stream "1" (the lit test is entry_bounds3.c) */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "entry_bounds3_bug.c", 1, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int k = 0, open = 0;
  for (int i = 0; i < n; i++) {
    if (__VERIFIER_nondet_int()) {
      if (!open) {
        open = 1;
        k++;
      }
    } else {
      open = 0;
    }
  }
  if (!(2 * k <= n)) reach_error();
  return 0;
}
