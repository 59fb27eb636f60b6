// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// Terminating loops that revisit similar states (a counter wraps through
// unsigned char values, memory is rewritten with the same bytes): every
// loop-head state differs in some byte, so no lasso; the proof says true.
// CHECK-NOT: Non-termination
// CHECK: {{^Result: true$}}
int main(void) {
  int a[2] = {0, 0};
  unsigned char c = 0;
  for (int i = 0; i < 1000; i++) {
    a[i % 2] = 7;
    c++;
  }
  return a[0] + c;
}
