/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bitmask_align_half_step.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

/* An offset rounded down to 16 bytes and advanced, as in
   bitmask_align_ok.c.  Bug: the long step is 24 bytes, not 32, so one
   such step leaves the offset 8 bytes off the alignment. */
int main(void) {
  unsigned p = __VERIFIER_nondet_uint() & ~15u;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) {
      p += 16u;
    } else {
      p += 24u;
    }
  }
  if ((p & 15u) != 0u) reach_error();
  return 0;
}
