// RUN: %memterm --property-file %props/no-overflow.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// An unsigned char is promoted to int before the shift: 128 << 24 does
// not fit in int (C17 6.5.7p4), the message schedule idiom of SHA-256.
// CHECK: Counterexample: no-overflow at {{.*}}shift_promoted.c:[[@LINE+6]]:23 in main: left shift of 128 by 24 places cannot be represented in a 32-bit signed type
// CHECK: confirmed by concrete replay
// CHECK: {{^Result: false\(no-overflow\)$}}
// ONE: {{^1$}}
int main(void) {
  unsigned char b = 128;
  unsigned int w = (b << 24);
  return w == 0;
}
