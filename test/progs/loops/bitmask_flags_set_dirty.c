/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bitmask_flags_set_dirty.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

/* A flag word updated in a loop, as in bitmask_flags_ok.c.  Bug: the
   "set bit 2" branch uses the mask 5 instead of 4 and sets the dirty bit
   0 as well. */
int main(void) {
  unsigned flags = 0;
  while (__VERIFIER_nondet_int()) {
    int op = __VERIFIER_nondet_int();
    if (op <= 0) {
      flags |= 5u;
    } else if (op == 1) {
      flags &= ~4u;
    } else if (op == 2) {
      flags ^= 8u;
    } else {
      flags &= ~1u;
    }
  }
  if (flags & 1u) reach_error();
  return 0;
}
