// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/y = y - 1/y = y + 1/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=GROW
// Two phases: y falls until it is negative, then x falls too.  No linear
// ranking function exists; the multiphase one <y + 1, x> does.  With
// y = y + 1 instead, x grows for ever once y >= 0: a recurrent set (RUN 2).
// CHECK: multiphase
// CHECK: {{^Result: true$}}
// GROW-NOT: Result: true
// GROW: recurrent set:
// GROW: {{^Result: false\(termination\)$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (x > 1000000 || y > 1000000 || y < -1000000) return 0;
  while (x >= 0) {
    x = x + y;
    y = y - 1;
  }
  return 0;
}
