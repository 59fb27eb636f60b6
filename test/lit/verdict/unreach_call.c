// RUN: %memterm --property-file %props/unreach-call.prp %s > %t.out
// RUN: tail -n 1 %t.out | FileCheck %s
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// reach_error() is reached when the input is 0 (the first concrete run).
// CHECK: {{^Result: false\(unreach-call\)$}}
// ONE: {{^1$}}
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unreach_call.c", 10, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x;
  while (y > 0) y--;
  if (y <= 0 && x * x >= 0) reach_error();
  return 0;
}
