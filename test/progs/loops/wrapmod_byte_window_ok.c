/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrapmod_byte_window_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

/* An 8-bit sliding window (sequence numbers as in a link protocol): tx
   may run at most 32 ahead of rx, both wrap at 256; the distance
   (unsigned char)(tx - rx) never exceeds 32. */
int main(void) {
  unsigned char tx = __VERIFIER_nondet_uchar();
  unsigned char rx = tx;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int() & 1) {
      if ((unsigned char)(tx - rx) < 32) tx++;
    } else if (rx != tx) {
      rx++;
    }
    if ((unsigned char)(tx - rx) > 32) reach_error();
  }
  return 0;
}
