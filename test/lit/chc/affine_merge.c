// RUN: %memterm --property-file %props/valid-memsafety.prp --timeout 60 %s | FileCheck %s
// The merge of two arrays into one of n + m cells, behind the two loops
// that fill them: sampling gives the merge loop's relation three states,
// whose hull misses k = i + j; the affine closure of the clauses
// (affine.c) finds it, Houdini keeps it, and the graph takes it at the
// loop head.  (The last loop's bound k < n + m is a fact over two values
// because n + m stays live for the final read; over n, m and k apart it
// would need a three-value bound the relation is too wide for.)  With BUG
// the output has one cell too few.
// CHECK-NOT: Result: false
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 10000 && m > 0 && m <= 10000);
  int *a = malloc(sizeof(int) * (unsigned long)n);
  int *b = malloc(sizeof(int) * (unsigned long)m);
#ifdef BUG
  int *out = malloc(sizeof(int) * (unsigned long)(n + m - 1));
#else
  int *out = malloc(sizeof(int) * (unsigned long)(n + m));
#endif
  if (a == 0 || b == 0 || out == 0) {
    free(a);
    free(b);
    free(out);
    return 0;
  }
  for (int x = 0; x < n; x++) a[x] = 2 * x;
  for (int x = 0; x < m; x++) b[x] = 2 * x + 1;
  int i = 0, j = 0, k = 0;
  while (i < n && j < m) {
    if (a[i] < b[j]) out[k++] = a[i++];
    else out[k++] = b[j++];
  }
  while (i < n) out[k++] = a[i++];
  while (j < m) out[k++] = b[j++];
  int r = out[n + m - 1];
  free(a);
  free(b);
  free(out);
  return r;
}
