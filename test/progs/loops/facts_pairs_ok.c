/* property: valid-memsafety expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* Two cells per step: j stays 2*i, so a[j + 1] is below 2*n. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 100000);
  int *a = malloc(sizeof(int) * (unsigned long)(2 * n));
  if (a == 0) return 0;
  int i = 0, j = 0;
  while (i < n) {
    a[j] = i;
    a[j + 1] = -i;
    j += 2;
    i++;
  }
  int r = a[2 * n - 1];
  free(a);
  return r;
}
