/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bitmask_align_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

/* A pointer-like offset rounded down to 16 bytes and advanced in steps
   of 16 (or 32): its low four bits stay clear, also when it wraps. */
int main(void) {
  unsigned p = __VERIFIER_nondet_uint() & ~15u;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) {
      p += 16u;
    } else {
      p += 32u;
    }
  }
  if ((p & 15u) != 0u) reach_error();
  return 0;
}
