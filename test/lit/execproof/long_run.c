// RUN: %memterm --timeout 60 --max-steps 100000 --property unreach-call %s | FileCheck %s
// The only execution is longer than the step bound of the first runs: it
// runs on, unbounded, with a share of the time.
// CHECK: Proof: the program has one execution
// CHECK: {{^Result: true$}}
extern void reach_error(void);

int main(void) {
  unsigned x = 0, s = 0;
  while (x < 1000000u) { s += x & 1; x += 1; }
  if (s != 500000u) reach_error();
  return 0;
}
