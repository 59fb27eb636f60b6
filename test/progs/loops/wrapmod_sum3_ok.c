/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrapmod_sum3_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

/* Each step adds 1 to x and 2 to y or 2 to x and 1 to y, from arbitrary
   starts: x + y grows by 3 per step, modulo 2^32 (either may wrap). */
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint();
  unsigned int s0 = x + y, steps = 0;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int() & 1) {
      x += 1u;
      y += 2u;
    } else {
      x += 2u;
      y += 1u;
    }
    steps++;
  }
  if (x + y != s0 + 3u * steps) reach_error();
  return 0;
}
