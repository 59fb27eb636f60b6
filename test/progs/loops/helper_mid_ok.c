/* property: no-overflow expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Binary search over [0, n]; the midpoint helper computes lo + (hi-lo)/2,
   which cannot overflow. */
static int mid(int lo, int hi) {
  return lo + (hi - lo) / 2;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0);
  int target = __VERIFIER_nondet_int();
  __VERIFIER_assume(target >= 0 && target <= n);
  int lo = 0, hi = n;
  while (lo < hi) {
    int m = mid(lo, hi);
    if (m < target) {
      lo = m + 1;
    } else {
      hi = m;
    }
  }
  return lo == target ? 0 : 1;
}
