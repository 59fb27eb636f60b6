/* property: valid-memsafety expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* i counts up while k counts down from n: i + k stays n, so a[i] and a[k - 1] are inside. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 100000);
  int *a = malloc(sizeof(int) * (unsigned long)n);
  if (a == 0) return 0;
  int i = 0, k = n;
  while (k > 0) {
    a[i] = k;
    a[k - 1] += 1;
    i++;
    k--;
  }
  int r = a[n - 1];
  free(a);
  return r;
}
