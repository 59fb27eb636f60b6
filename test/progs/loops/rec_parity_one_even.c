/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "rec_parity_one_even.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Mutual recursion: is_even and is_odd count n down.
   Bug: is_even stops at n <= 1 and calls 1 even, so every odd number is
   taken for even. */
int is_odd(int n);
int is_even(int n) {
  if (n <= 1) return 1;
  return is_odd(n - 1);
}
int is_odd(int n) {
  if (n == 0) return 0;
  return is_even(n - 1);
}

int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 5000);
  if (is_even(2 * k) != 1) reach_error();
  if (is_even(2 * k + 1) != 0) reach_error();
  return 0;
}
