// RUN: %memterm --timeout 60 %s | FileCheck %s
// The look-alike that must fail: a character class asked of an int read
// from the input without a range check; 300 is no char value, and the
// table (glibc's layout: -128..255) ends before it -- the read outside
// it is reported at the program's line.
// CHECK: Counterexample: valid-deref at {{.*}}ctype_out_of_range.c:16:{{[0-9]+}} in main: out-of-bounds read
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <ctype.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int digits = 0;
  for (int i = 0; i < 4; i++) {
    int c = __VERIFIER_nondet_int();
    if (c < -128) continue;
    if (isdigit(c)) digits++;
  }
  return digits;
}
