/* property: valid-memsafety expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* A 64-entry history ring indexed with idx = (idx + 1) % 64. */
int hist[64];

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int idx = 0;
  for (int k = 0; k < n; k++) {
    hist[idx] = k;
    idx = (idx + 1) % 64;
  }
  int last = hist[(idx + 63) % 64];
  return last > 0 ? 1 : 0;
}
