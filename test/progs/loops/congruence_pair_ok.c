/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "congruence_pair_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Two cursors, b four ahead of a, advanced by 2 and 4 or by 4 and 2:
   their distance changes by 2 either way and stays even. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000 && a >= 0 && a <= 1000);
  int b = a + 4, s = 0;
  while (s < n) {
    if (__VERIFIER_nondet_int()) {
      a += 2;
      b += 4;
    } else {
      a += 4;
      b += 2;
    }
    s++;
  }
  if (!((b - a) % 2 == 0)) reach_error();
  return 0;
}
