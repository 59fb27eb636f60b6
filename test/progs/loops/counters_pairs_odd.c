/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "counters_pairs_odd.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bytes are consumed in pairs (x += 2; y++), but an odd trailing byte is
   counted in x alone. Bug: the final check assumes x == 2*y, which is
   wrong whenever n is odd. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int i = 0, x = 0, y = 0;
  while (i < n) {
    if (i + 1 < n) {
      x += 2;
      y++;
      i += 2;
    } else {
      x += 1;
      i++;
    }
  }
  if (!(x == 2 * y)) reach_error();
  return 0;
}
