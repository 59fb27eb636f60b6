// RUN: rm -f %t.graphml
// RUN: %memterm --property-file %props/valid-memsafety.prp --witness %t.graphml %s 2>&1 | FileCheck %s
// RUN: not test -e %t.graphml
// No counterexample and no proof (recursion is not supported by the
// symbolic execution yet): no witness file, and memterm says why.
// CHECK: memterm: note: no witness written: the verdict is unknown
// CHECK: Result: unknown
int f(int n) { return n > 0 ? f(n - 1) : 0; }
int main(void) { return f(3); }
