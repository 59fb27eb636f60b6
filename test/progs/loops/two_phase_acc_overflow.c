/* property: no-overflow expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: the second phase adds 3000000 per step; with m >= 716 steps the
   sum passes INT_MAX. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000);
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(m >= 0 && m <= 1000);
  int x = 0;
  for (int i = 0; i < n + m; i++) {
    if (i < n) {
      x += 1000;
    } else {
      x += 3000000;
    }
  }
  return x > 0 ? 1 : 0;
}
