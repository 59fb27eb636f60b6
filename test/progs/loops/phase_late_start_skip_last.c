/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "phase_late_start_skip_last.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A counter that starts after k steps, as in phase_late_start_ok.c.  Bug:
   it skips the loop's last step (`x != n` after the increment), so it
   ends at n - 1 whenever the counting phase is reached (k < n). */
int main(void) {
  int k = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= n && n <= 1000000);
  int x = 0, y = k;
  while (x < n) {
    if (x < k) {
      x++;
    } else {
      x++;
      if (x != n) y++;
    }
  }
  if (!(y == n)) reach_error();
  return 0;
}
