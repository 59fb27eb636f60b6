/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "mod_len_probe_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Linear probing in a table of len slots: the probe position
   (start + k) % len of a non-negative start stays in [0, len). */
int main(void) {
  int len = __VERIFIER_nondet_int();
  __VERIFIER_assume(len > 0 && len <= 1000);
  int start = __VERIFIER_nondet_int();
  __VERIFIER_assume(start >= 0 && start < len);
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  for (int k = 0; k < n; k++) {
    int pos = (start + k) % len;
    if (!(pos >= 0 && pos < len)) reach_error();
  }
  return 0;
}
