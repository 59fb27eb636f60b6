/* property: valid-memsafety expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

/* Reverse loops: fill src from the top down, then copy the first n
   elements to dst, again counting down from n - 1 to 0. */
int main(void) {
  int len = __VERIFIER_nondet_int();
  __VERIFIER_assume(len > 0 && len <= 4096);
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= len);
  int *src = malloc(sizeof(int) * (unsigned long)len);
  int *dst = malloc(sizeof(int) * (unsigned long)len);
  if (src == 0 || dst == 0) {
    free(src);
    free(dst);
    return 0;
  }
  for (int i = len - 1; i >= 0; i--) {
    src[i] = i;
  }
  for (int i = n - 1; i >= 0; i--) {
    dst[i] = src[i];
  }
  int r = n > 0 ? dst[0] : 0;
  free(src);
  free(dst);
  return r;
}
