// RUN: %memterm --timeout 60 --property unreach-call %s | FileCheck %s
// The look-alike that must fail: the second phase starts one step late, so
// x ends one above z (native: reach_error is called).
// CHECK: Counterexample: unreach-call at {{.*}}phases_bug.c:{{[0-9]+}}:{{[0-9]+}} in check: reach_error() is called
// CHECK: {{^Result: false\(unreach-call\)$}}
extern void reach_error(void);
static void check(int c) { if (!c) reach_error(); }

int main(void) {
  int x = 0, y = 500, z = 0;
  while (x < 100000) {
    if (x <= 500) x++;
    else { x++; y++; }
  }
  while (y > z) { y--; x--; }
  check(x == z);
  return 0;
}
