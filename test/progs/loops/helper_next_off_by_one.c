/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "helper_next_off_by_one.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: the helper tests i < n instead of i + 1 < n, so the cursor
   reaches n (one past the last slot) before it wraps. */
static int next_slot(int i, int n) {
  return (i < n) ? i + 1 : 0;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 1000);
  int steps = __VERIFIER_nondet_int();
  __VERIFIER_assume(steps >= 0 && steps <= 1000000);
  int cur = 0;
  for (int k = 0; k < steps; k++) {
    cur = next_slot(cur, n);
    if (!(0 <= cur && cur < n)) reach_error();
  }
  return 0;
}
