/* property: valid-memsafety expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* A window of width w slides over a[0..n): hi - lo stays w. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  int w = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 100000 && w > 0 && w < n);
  int *a = malloc(sizeof(int) * (unsigned long)n);
  if (a == 0) return 0;
  for (int k = 0; k < n; k++) a[k] = k;
  int lo = 0, hi = w, sum = 0;
  while (hi < n) {
    sum += a[hi] - a[lo];
    lo++;
    hi++;
  }
  free(a);
  return sum;
}
