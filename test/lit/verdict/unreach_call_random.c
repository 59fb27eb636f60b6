// RUN: %memterm --property-file %props/unreach-call.prp %s > %t.out
// RUN: tail -n 1 %t.out | FileCheck %s
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// reach_error() is reached for every input except 0: the all-zero run is
// safe, but any random run finds the error.
// CHECK: {{^Result: false\(unreach-call\)$}}
// ONE: {{^1$}}
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unreach_call_random.c", 11, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int a = __VERIFIER_nondet_uint();
  unsigned int b = __VERIFIER_nondet_uint();
  if (a != 0 || b != 0) reach_error();
  return 0;
}
