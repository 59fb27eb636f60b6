/* property: valid-memsafety expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* Records of three cells, the third written at j + 3: past the end on the last record. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 10000);
  int *a = malloc(sizeof(int) * (unsigned long)(3 * n));
  if (a == 0) return 0;
  int j = 0;
  for (int i = 0; i < n; i++) {
    a[j] = i;
    a[j + 1] = 2 * i;
    a[j + 3] = 3 * i;
    j += 3;
  }
  int r = a[0];
  free(a);
  return r;
}
