// RUN: %memterm --property-file %props/unreach-call.prp %s > %t.out
// RUN: tail -n 1 %t.out | FileCheck %s
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | tail -n 1 | FileCheck %s --check-prefix=MEM
// The program has an invalid dereference but never calls reach_error():
// asked for unreach-call, memterm must not answer false (nor false with the
// wrong property); asked for memsafety, it finds the bug.
// CHECK: {{^Result: unknown$}}
// ONE: {{^1$}}
// MEM: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "other_property.c", 15, "reach_error"); }

int main(void) {
  int a[4] = {0};
  int i = 4;
  a[i] = 1;
  if (a[0] != 0) reach_error();
  return 0;
}
