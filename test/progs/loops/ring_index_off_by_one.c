/* property: valid-memsafety expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* Bug: the index wraps modulo 65 instead of 64, so after 64 entries it
   writes hist[64], one past the end. */
int hist[64];

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int idx = 0;
  for (int k = 0; k < n; k++) {
    hist[idx] = k;
    idx = (idx + 1) % 65;
  }
  return idx > 0 ? 1 : 0;
}
