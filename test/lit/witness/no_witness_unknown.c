// RUN: rm -f %t.graphml
// RUN: %memterm --property-file %props/valid-memsafety.prp --witness %t.graphml %s 2>&1 | FileCheck %s
// RUN: not test -e %t.graphml
// No counterexample and no proof (recursion through memory is not
// supported by the symbolic execution yet): no witness file, and memterm
// says why.
// CHECK: memterm: note: no witness written: the verdict is unknown
// CHECK: Result: unknown
int f(int *p, int n) {
  if (n <= 0) return 0;
  *p = n;
  return f(p, n - 1);
}
int main(void) {
  int x;
  return f(&x, 3);
}
