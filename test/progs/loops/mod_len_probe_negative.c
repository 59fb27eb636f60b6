/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "mod_len_probe_negative.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: the hash may be negative and C's % keeps the sign, so the probe
   position h % len can be negative; the fix-up `if (slot < 0) slot += len`
   is missing. */
int main(void) {
  int len = __VERIFIER_nondet_int();
  __VERIFIER_assume(len > 0 && len <= 1000);
  int h = __VERIFIER_nondet_int();
  __VERIFIER_assume(h >= -1000000 && h <= 1000000);
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int slot = h % len;
  for (int k = 0; k < n; k++) {
    int pos = (slot + k) % len;
    if (!(pos >= 0 && pos < len)) reach_error();
  }
  return 0;
}
