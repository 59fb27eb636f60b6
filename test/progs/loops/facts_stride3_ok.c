/* property: valid-memsafety expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* Records of three cells: j stays 3*i, so a[j + 2] is below 3*n. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 10000);
  int *a = malloc(sizeof(int) * (unsigned long)(3 * n));
  if (a == 0) return 0;
  int j = 0;
  for (int i = 0; i < n; i++) {
    a[j] = i;
    a[j + 1] = 2 * i;
    a[j + 2] = 3 * i;
    j += 3;
  }
  int r = a[3 * n - 1];
  free(a);
  return r;
}
