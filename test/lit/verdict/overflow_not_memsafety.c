// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: tail -n 1 %t.out | FileCheck %s
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// RUN: %memterm --property-file %props/no-overflow.prp %s | tail -n 1 | FileCheck %s --check-prefix=OVF
// A signed overflow is not a memory-safety violation: memory safety is
// proved (wrap-around); the no-overflow property is violated.
// CHECK: {{^Result: true$}}
// ONE: {{^1$}}
// OVF: {{^Result: false\(no-overflow\)$}}
#include <limits.h>

int main(void) {
  int x = INT_MAX;
  int k = 1;
  int y = x + k;
  return y < 0;
}
