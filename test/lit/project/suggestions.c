// RUN: %memterm --timeout 30 %s | FileCheck %s
// An unknown ends with what would help: here a function without a body
// (give its unit, or a stub) -- memterm names it.
// CHECK: {{^Suggestion: compute has no definition and no model: give the file that defines it as another unit}}
// CHECK: {{^Result: unknown$}}
extern int compute(int);
extern int __VERIFIER_nondet_int(void);
int a[10];

int main(void) {
  int k = compute(__VERIFIER_nondet_int());
  if (k >= 0 && k < 10) a[k] = 1;
  return 0;
}
