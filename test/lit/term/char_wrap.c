// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/signed char c/unsigned char c/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=UNS
// A signed char wraps from 127 to -128 when the int result is converted
// back (implementation-defined, not an overflow): c < 200 holds for ever,
// and after 256 iterations the state repeats (a confirmed lasso).
// Unsigned, c reaches 200.
// CHECK-NOT: Result: true
// CHECK: Non-termination
// CHECK: {{^Result: false\(termination\)$}}
// UNS: {{^Result: true$}}
int main(void) {
  for (signed char c = 0; c < 200; c++)
    ;
  return 0;
}
