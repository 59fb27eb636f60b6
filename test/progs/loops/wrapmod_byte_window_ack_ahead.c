/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrapmod_byte_window_ack_ahead.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

/* As wrapmod_byte_window_ok, but an acknowledgement advances rx without
   checking that rx != tx (bug): rx overtakes tx and the distance wraps
   to 255. */
int main(void) {
  unsigned char tx = __VERIFIER_nondet_uchar();
  unsigned char rx = tx;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int() & 1) {
      if ((unsigned char)(tx - rx) < 32) tx++;
    } else {
      rx++;
    }
    if ((unsigned char)(tx - rx) > 32) reach_error();
  }
  return 0;
}
