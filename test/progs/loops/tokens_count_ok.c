/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "tokens_count_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

/* A line of at most 128 characters has at most 64 tokens: every token but
   the last is followed by at least one separator (2*ntok <= i + in_word),
   so a free slot among 64 always exists when a token starts. */
#define MAXLINE 128
#define MAXTOK 64

int main(void) {
  int len = __VERIFIER_nondet_int();
  __VERIFIER_assume(len >= 0 && len <= MAXLINE);
  int ntok = 0, in_word = 0;
  for (int i = 0; i < len; i++) {
    unsigned char c = __VERIFIER_nondet_uchar();
    if (c == ' ' || c == ',' || c < 32) {
      in_word = 0;
    } else if (!in_word) {
      in_word = 1;
      if (!(ntok < MAXTOK)) reach_error();
      ntok++;
    }
  }
  if (!(ntok <= MAXTOK)) reach_error();
  return 0;
}
