/* property: no-overflow expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* One loop, two phases: 1000 per step during the first n steps, then
   2000000 per step during the next m steps (n, m <= 1000):
   x <= 10^6 + 2*10^9 < INT_MAX. */
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
      x += 2000000;
    }
  }
  return x > 0 ? 1 : 0;
}
