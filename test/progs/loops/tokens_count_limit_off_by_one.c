/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "tokens_count_limit_off_by_one.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

/* Tokens of a line of up to 1000 characters are counted into 64 slots.
   Bug: the limit test is `ntok > MAXTOK` instead of `ntok >= MAXTOK`, so a
   65th token is accepted although no slot is free. */
#define MAXTOK 64

int main(void) {
  int len = __VERIFIER_nondet_int();
  __VERIFIER_assume(len >= 0 && len <= 1000);
  int ntok = 0, in_word = 0;
  for (int i = 0; i < len; i++) {
    unsigned char c = __VERIFIER_nondet_uchar();
    if (c == ' ' || c == ',' || c < 32) {
      in_word = 0;
    } else if (!in_word) {
      in_word = 1;
      if (ntok > MAXTOK) break;
      if (!(ntok < MAXTOK)) reach_error(); /* a slot must be free */
      ntok++;
    }
  }
  return 0;
}
