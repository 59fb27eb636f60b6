/* property: no-overflow expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: x grows by 3 per iteration, so for n >= 716 the scaled value
   3*n*10^6 exceeds INT_MAX and the multiplication overflows. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000);
  int x = 0, y = 0;
  for (int i = 0; i < n; i++) {
    x += 3;
    y++;
  }
  int scaled = x * 1000000;
  int total = scaled + y;
  return total > 0 ? 1 : 0;
}
