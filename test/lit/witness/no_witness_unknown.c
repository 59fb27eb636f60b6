// RUN: rm -f %t.graphml
// RUN: %memterm --property-file %props/valid-memsafety.prp --timeout 10 --witness %t.graphml %s 2>&1 | FileCheck %s
// RUN: not test -e %t.graphml
// No counterexample and no proof (the bound of the index follows from a
// non-linear fact, which the symbolic execution does not derive, and the
// loop has no bound, so no unrolling ends): no witness file, and memterm
// says why.
// CHECK: memterm: note: no witness written: the verdict is unknown
// CHECK: Result: unknown
extern int __VERIFIER_nondet_int(void);
int a[10];
int main(void) {
  while (__VERIFIER_nondet_int()) {
    int i = __VERIFIER_nondet_int();
    if (i >= 0 && i < 1000 && i * i < 100) a[i] = 1;
  }
  return 0;
}
