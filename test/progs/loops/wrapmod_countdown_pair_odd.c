/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrapmod_countdown_pair_odd.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

/* As wrapmod_countdown_pair_ok, but y takes an extra step whenever x
   passes 1000 (bug): started equal, y does not end at 0. */
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint();
  unsigned int x0 = x, y0 = y;
  while (x != 0u) {
    x--;
    y--;
    if (x == 1000u) y--;
  }
  if (x0 == y0 && y != 0u) reach_error();
  return 0;
}
