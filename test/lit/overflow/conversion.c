// RUN: %memterm --property-file %props/no-overflow.prp %s | FileCheck %s
// A conversion to a signed type that does not fit is implementation-
// defined (C17 6.3.1.3p3), not undefined, and SV-COMP's no-overflow does
// not count it; neither does arithmetic on unsigned types (it wraps).
// CHECK: {{^Result: true$}}
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  int i = (int)(u * 3u + 7u);
  signed char c = (signed char)u;
  short s = (short)(c + 1000);
  return (i > 0) + (c > 0) + (s > 0);
}
