// RUN: %memterm --timeout 60 --property termination %s | FileCheck %s
// Termination of a program without inputs: a Collatz walk from 27 (no
// ranking function exists for the loop in general); its only execution
// ends, which proves it.
// CHECK: Proof: the program has one execution
// CHECK: that execution ends
// CHECK: {{^Result: true$}}
int main(void) {
  unsigned long n = 27, steps = 0;
  while (n != 1) {
    n = n % 2 ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps == 111 ? 0 : 1;
}
