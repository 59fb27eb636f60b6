// RUN: %memterm --property-file %props/termination.prp --stats %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=STATS < %t.err
// count() runs a[i] down to 0.  When it is called, the cells of a are
// unknown (the filling loop's merged state keeps no cell of a moving
// index), so the first state at the inner loop head has no cell for a[i];
// the graph gives that ancestor the cell with an unknown value
// (materialization), so the value survives the generalization and ranks
// the loop.
// CHECK: ranking function: {{.*}}mem.
// CHECK: {{^Result: true$}}
// STATS: seg_materialized {{ *[1-9]}}
extern int __VERIFIER_nondet_int(void);
int count(int *a, int n) {
  int steps = 0;
  for (int i = 0; i < n; i++)
    while (a[i] > 0) {
      a[i]--;
      steps++;
    }
  return steps;
}
int main(void) {
  int a[16];
  for (int i = 0; i < 16; i++) a[i] = __VERIFIER_nondet_int();
  return count(a, 16);
}
