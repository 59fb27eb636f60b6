// RUN: %memterm --property-file %props/valid-memsafety.prp --stats --timeout 60 %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=STATS %s < %t.err
// Memory safety by the graph with the Horn-clause stage's facts at its
// loop heads: j stays 2*i (and d stays 2*s), which the graph's merges lose,
// so a[j + 1] is inside the 2*n cells.  With BUG the loop makes one step
// more: a[2*n] is written, and the answer must be false.
// CHECK: Horn-clause stage added at loop heads
// CHECK: {{^Result: true$}}
// STATS: chc_facts {{ *[1-9]}}
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 100000);
  int *a = malloc(sizeof(int) * (unsigned long)(2 * n));
  if (a == 0) return 0;
  int i = 0, j = 0;
#ifdef BUG
  while (i <= n) {
#else
  while (i < n) {
#endif
    a[j] = i;
    a[j + 1] = -i;
    j += 2;
    i++;
  }
  int r = a[0];
  free(a);
  return r;
}
