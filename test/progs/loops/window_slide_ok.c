/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "window_slide_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

/* A sliding window [lo, hi) over a stream of nondet length: it starts
   with at most 8 elements, grows only while it holds fewer than 16 and
   otherwise slides (both ends move). Its width stays at most 16. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int lo = __VERIFIER_nondet_int();
  __VERIFIER_assume(lo >= 0 && lo <= n);
  int w = __VERIFIER_nondet_int();
  __VERIFIER_assume(w >= 0 && w <= 8);
  int hi = lo + w;
  while (hi < n + 8) {
    if (hi - lo < 16 && __VERIFIER_nondet_int()) {
      hi++;
    } else {
      lo++;
      hi++;
    }
    __VERIFIER_assert(hi - lo <= 16);
  }
  return 0;
}
