/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "unsigned_wrap_byte_checksum.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

/* Bug: the checksum is accumulated in an unsigned char, which wraps
   around at 256, so it differs from the true total as soon as the bytes
   add up to more than 255. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000);
  unsigned char sum = 0;
  unsigned int total = 0;
  for (int i = 0; i < n; i++) {
    unsigned char c = __VERIFIER_nondet_uchar();
    sum += c;
    total += c;
  }
  if (!(sum == total)) reach_error();
  return 0;
}
