/* property: no-overflow expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: the classic midpoint (lo + hi) / 2 overflows when lo + hi exceeds
   INT_MAX, i.e. when n and the target are large. */
static int mid(int lo, int hi) {
  return (lo + hi) / 2;
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
