// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// Nested loops over an array on the stack (bounds from n <= 100): memory safety and one ranking
// function per loop.
// CHECK: Memory safety: complete symbolic execution graph
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100) return 0;
  int a[100];
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      a[j] = i;
  return a[0];
}
