/* property: valid-memsafety expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* Two sources of n cells interleaved into 2*n: d stays 2*s. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 100000);
  int *x = malloc(sizeof(int) * (unsigned long)n);
  int *y = malloc(sizeof(int) * (unsigned long)n);
  int *z = malloc(sizeof(int) * (unsigned long)(2 * n));
  if (x == 0 || y == 0 || z == 0) {
    free(x);
    free(y);
    free(z);
    return 0;
  }
  for (int t = 0; t < n; t++) {
    x[t] = t;
    y[t] = -t;
  }
  int d = 0;
  for (int s = 0; s < n; s++) {
    z[d] = x[s];
    z[d + 1] = y[s];
    d += 2;
  }
  int r = z[2 * n - 1];
  free(x);
  free(y);
  free(z);
  return r;
}
