// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memsafety.prp --data-model ILP32 %s | FileCheck %s
// wide_index.c's twin with the far index rejected: every access is inside
// the array, and the check of wide offsets must not cost the proof.
// CHECK: {{^Result: true$}}
extern long __VERIFIER_nondet_long(void);

int main(void) {
  long a[4] = {1, 2, 3, 4};
  long x = __VERIFIER_nondet_long();
  if (x < 0 || x >= 4) return 0;
  long *p = &a[x];
  return (int)(p[0] + a[3 - x]);
}
