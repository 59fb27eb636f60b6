// RUN: %memterm --timeout 60 --property unreach-call %s | FileCheck %s
// A program without inputs: a phased loop whose exact exit values the
// assertion needs (the graph's invariants lose them).  Its only execution
// is run to the end: the proof.
// CHECK: Proof: the program has one execution
// CHECK: {{^Result: true$}}
extern void reach_error(void);
static void check(int c) { if (!c) reach_error(); }

int main(void) {
  int x = 0, y = 500, z = 0;
  int buf[16];
  for (int i = 0; i < 16; i++) buf[i] = i * i;
  while (x < 100000) {
    if (x < 500) x++;
    else { x++; y++; }
  }
  while (y > z) { y--; x--; }
  check(x == z && buf[15] == 225);
  return 0;
}
