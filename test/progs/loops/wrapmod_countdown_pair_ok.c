/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrapmod_countdown_pair_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

/* x and y count down together from arbitrary starts until x reaches 0
   (y may wrap below 0); if they started equal, y ends at 0. */
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint();
  unsigned int x0 = x, y0 = y;
  while (x != 0u) {
    x--;
    y--;
  }
  if (x0 == y0 && y != 0u) reach_error();
  return 0;
}
