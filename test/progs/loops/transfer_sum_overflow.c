/* property: no-overflow expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Two accounts of at most 1.2 * 10^9 each; the loop moves a nondet amount
   k (1 <= k <= b) from b to a.
   Bug: a + b can be 2.4 * 10^9, so a += k passes INT_MAX once most of b
   has moved to a. */
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a <= 1200000000);
  __VERIFIER_assume(b >= 0 && b <= 1200000000);
  while (b > 0) {
    int k = __VERIFIER_nondet_int();
    __VERIFIER_assume(k >= 1 && k <= b);
    a += k;
    b -= k;
  }
  return a > 1000 ? 1 : 0;
}
