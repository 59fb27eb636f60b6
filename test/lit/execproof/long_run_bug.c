// RUN: %memterm --timeout 60 --max-steps 100000 --property unreach-call %s | FileCheck %s
// The look-alike that must fail past the step bound: the count is off by
// one; the counterexample is replayed without the bound, and the replay
// command says how many steps it takes.
// CHECK: Counterexample: unreach-call at {{.*}}long_run_bug.c:{{[0-9]+}}:{{[0-9]+}} in main: reach_error() is called
// CHECK: replay with: memterm --run {{.*}}long_run_bug.c --max-steps {{[0-9]+}}
// CHECK: {{^Result: false\(unreach-call\)$}}
extern void reach_error(void);

int main(void) {
  unsigned x = 0, s = 0;
  while (x < 1000000u) { s += x & 1; x += 1; }
  if (s != 500001u) reach_error(); /* the bug: the expected count is off by one */
  return 0;
}
