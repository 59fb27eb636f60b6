/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrapmod_lockstep_skew.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

/* As wrapmod_lockstep_ok, but when a lands on a multiple of 64 the code
   "rounds" b up by one extra unit: b - a drifts from 5 (bug). */
int main(void) {
  unsigned int a = __VERIFIER_nondet_uint();
  unsigned int b = a + 5u;
  while (__VERIFIER_nondet_int()) {
    a += 7u;
    b += 7u;
    if (a % 64u == 0u) b++;
    if (b - a != 5u) reach_error();
  }
  return 0;
}
