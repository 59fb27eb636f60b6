// RUN: %memterm --property-file %props/no-overflow.prp %s | FileCheck %s
// The same bytes shifted safely: as unsigned, or masked below the sign
// bit, or shifted by less.  The sanitizer-built program agrees (no report).
// CHECK: {{^Result: true$}}
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char b = __VERIFIER_nondet_uchar();
  unsigned int w = ((unsigned int)b << 24);
  int m = (b & 0x7f) << 24;
  int s = b << 23;
  return (int)(w >> 24) + (m >> 24) + (s >> 23);
}
