// RUN: rm -f %t.graphml
// RUN: %memterm --property-file %props/valid-memsafety.prp --witness %t.graphml %s 2>&1 | FileCheck %s
// RUN: not test -e %t.graphml
// No counterexample: no witness file, and memterm says why.
// CHECK: memterm: note: no witness written: the verdict is unknown
// CHECK: Result: unknown
int main(void) { return 0; }
