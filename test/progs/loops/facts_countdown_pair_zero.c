/* property: valid-memsafety expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* i counts up while k counts down from n, one step too many: k reaches 0 and a[n] is written. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 100000);
  int *a = malloc(sizeof(int) * (unsigned long)(n + 1));
  if (a == 0) return 0;
  int i = 0, k = n;
  while (k >= 0) {
    a[k] = i;
    a[i + 1] = k;
    i++;
    k--;
  }
  int r = a[0];
  free(a);
  return r;
}
