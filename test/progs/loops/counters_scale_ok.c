/* property: no-overflow expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* x grows by 2 and y by 1 per iteration, n <= 1000: x == 2*y <= 2000, so
   scaling x by 10^6 stays below INT_MAX (2*10^9 < 2147483647). */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000);
  int x = 0, y = 0;
  for (int i = 0; i < n; i++) {
    x += 2;
    y++;
  }
  int scaled = x * 1000000;
  int total = scaled + y;
  return total > 0 ? 1 : 0;
}
