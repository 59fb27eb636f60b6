// RUN: %memterm --timeout 20 --property termination %s | FileCheck %s
// The look-alike that must not be proved: from 0 the walk never reaches 1
// (0 is even and halves to 0; native: runs for ever); memterm finds the
// repeated state.
// CHECK-NOT: Proof: the program has one execution
// CHECK: {{^Result: false\(termination\)$}}
int main(void) {
  unsigned long n = 0;
  while (n != 1) n = n % 2 ? 3 * n + 1 : n / 2;
  return 0;
}
