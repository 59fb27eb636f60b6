// RUN: %memterm --property-file %props/no-overflow.prp %s | FileCheck %s
// clang folds constant expressions before any instruction exists; the
// overflow of INT_MAX + 1 is still a no-overflow violation.
// CHECK: Counterexample: no-overflow at {{.*}}constant_folded.c:[[@LINE+5]]:{{[0-9]+}} in main
// CHECK: {{^Result: false\(no-overflow\)$}}
#include <limits.h>

int main(void) {
  int x = INT_MAX + 1;
  return x;
}
