/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "unsigned_wrap_diff_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern unsigned int __VERIFIER_nondet_uint(void);

/* y starts at an arbitrary unsigned x and is increased by 3 per step; it
   may wrap around, but the difference y - x (modulo 2^32) is always
   exactly 3*steps. */
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  int steps = __VERIFIER_nondet_int();
  __VERIFIER_assume(steps >= 0 && steps <= 1000000);
  unsigned int y = x;
  for (int i = 0; i < steps; i++) {
    y += 3u;
  }
  if (!(y - x == 3u * (unsigned int)steps)) reach_error();
  return 0;
}
