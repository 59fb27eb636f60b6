/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "rec_pow_floor_high.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A recursive power of two for k <= 20.
   Bug: the check expects pow2(k) >= 16 from k >= 3 on, but pow2(3) == 8. */
int pow2(int k) {
  if (k <= 0) return 1;
  return 2 * pow2(k - 1);
}

int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 20);
  int r = pow2(k);
  if (k >= 3 && r < 16) reach_error();
  return 0;
}
