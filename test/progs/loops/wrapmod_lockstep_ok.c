/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrapmod_lockstep_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

/* Two unsigned counters 5 apart move in lock step from an
   arbitrary start; both wrap around 2^32 (at different steps), but b - a
   (modulo 2^32) stays 5. */
int main(void) {
  unsigned int a = __VERIFIER_nondet_uint();
  unsigned int b = a + 5u;
  while (__VERIFIER_nondet_int()) {
    a += 7u;
    b += 7u;
    if (b - a != 5u) reach_error();
  }
  return 0;
}
