/* property: valid-memsafety expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* Bug: each bucket also reads its right neighbour a[i % len + 1], which
   for the last bucket is one past the end (reached once n >= len). */
int main(void) {
  int len = __VERIFIER_nondet_int();
  __VERIFIER_assume(len > 0 && len <= 1000);
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000);
  int *a = malloc(sizeof(int) * (unsigned long)len);
  if (a == 0) return 0;
  for (int i = 0; i < len; i++) {
    a[i] = 0;
  }
  for (int i = 0; i < n; i++) {
    a[i % len] = a[i % len + 1] + 1;
  }
  int first = a[0];
  free(a);
  return first > 0 ? 1 : 0;
}
