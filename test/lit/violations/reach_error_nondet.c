// RUN: %status 101 %memterm --run %s --nondet 3,42 2>&1 | FileCheck %s
// RUN: %status 0 %memterm --run %s --nondet 3,41 2>&1 | FileCheck %s --check-prefix=SAFE --implicit-check-not="run: violation"
// reach_error() is called only when the second nondet value is 42.
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "reach_error_nondet.c", 7, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

static void check(int k, int v) {
  if (k == 3 && v == 42)
    // CHECK: memterm: run: violation unreach-call at {{.*}}reach_error_nondet.c:[[@LINE+1]]:{{[0-9]+}} in check:
    reach_error();
}

int main(void) {
  int k = __VERIFIER_nondet_int();
  int v = __VERIFIER_nondet_int();
  check(k, v);
  return 0;
}
// CHECK: memterm: run: nondet 3,42
// SAFE: memterm: run: exit 0
// SAFE-NEXT: memterm: run: nondet 3,41
