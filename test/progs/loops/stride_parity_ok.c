/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "stride_parity_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* An odd start that moves by 2 or by 4 per step, as the input says: no
   linear relation to the step count, but x stays odd (x mod 2 = 1). */
int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 100000);
  int x = 1;
  for (int i = 0; i < k; i++) {
    if (__VERIFIER_nondet_int())
      x += 2;
    else
      x += 4;
  }
  if (x % 2 == 0) reach_error();
  return 0;
}
