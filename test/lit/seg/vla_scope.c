// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s --check-prefix=TERM
// VLAs in block scopes: clang brackets each scope with llvm.stacksave and
// llvm.stackrestore.  The restore ends the VLAs declared in its scope (the
// dynamic allocas reachable from the matching save without passing the
// restore), not those of an enclosing scope, so the graph proves a VLA per
// loop iteration and nested scopes safe, and termination.  The variants
// use a VLA after its scope ends: the graph must not prove them, the
// replay confirms the violation.
// GRAPH: {{^Result: true$}}
// TERM: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100) return 0;
  int s = 0, *keep = 0;
  for (int k = 0; k < 3; k++) {
    int a[n];
    for (int i = 0; i < n; i++) a[i] = i + k;
    keep = a;
    {
      int b[n];
      b[0] = a[n - 1];
      keep = b;
      s += b[0];
    }
#ifdef VLA_INNER_DEAD
    s += *keep; /* b's scope has ended */
#else
    s += a[0];
#endif
  }
#ifdef VLA_OUTER_DEAD
  s += keep[0]; /* the last a's scope has ended */
#endif
  return s > 0 && keep != 0;
}
