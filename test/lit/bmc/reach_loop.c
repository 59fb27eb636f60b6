// RUN: %memterm --property-file %props/unreach-call.prp --random-runs 4 %s > %t.out
// RUN: FileCheck %s < %t.out
// reach_error() behind a specific input read in the third loop iteration:
// the checker must unroll the loop and order the nondet values as the run
// draws them.
// CHECK: nondet inputs: 0,0,424242
// CHECK: found by bounded model checking
// CHECK: {{^Result: false\(unreach-call\)$}}
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "reach_loop.c", 10, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

static int check(int v, int i) { return i == 2 && v - 2 == 424240; }

int main(void) {
  for (int i = 0; i < 3; i++) {
    int v = __VERIFIER_nondet_int();
    if (check(v, i)) reach_error();
  }
  return 0;
}
