// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: tail -n 1 %t.out | FileCheck %s --check-prefix=TRUE
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/no-overflow.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memcleanup.prp %s | tail -n 1 | FileCheck %s --check-prefix=TRUE
// RUN: %memterm --property-file %props/termination.prp %s | tail -n 1 | FileCheck %s --check-prefix=TRUE
// A correct program: no concrete run finds a violation (never false).  The
// symbolic execution graph proves memory safety and cleanup, and its
// ranking functions termination; the sum n(n-1)/2 is beyond its linear
// facts, but n <= 50 bounds every loop, so the unrolling in proof mode
// proves the overflow and reach_error properties.
// TRUE: {{^Result: true$}}
// CHECK: Proof: bounded model checking explored every path of the program to its end (bound 64:
// CHECK: {{^Result: true$}}
// ONE: {{^1$}}
#include <stdlib.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "safe.c", 16, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 50) n = 10;
  int *a = malloc((size_t)n * sizeof *a);
  if (!a) return 0;
  for (int i = 0; i < n; i++) a[i] = i;
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  free(a);
  if (s != (long)n * (n - 1) / 2) reach_error();
  return 0;
}
