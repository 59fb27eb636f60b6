// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/x = x + 0/x = x + 1/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=GROW
// A non-terminating loop whose state comes back: with y = 0 the pair
// (x, y) at the loop head repeats after one rotation of the array; the
// repeat is confirmed by a second run comparing both states byte by byte.
// When x grows instead, no state repeats: no false answer.
// CHECK: Non-termination: the whole program state at the loop head
// CHECK: confirmed by a second run
// CHECK: {{^Result: false\(termination\)$}}
// GROW-NOT: Result: false
// GROW: {{^Result: unknown$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4] = {1, 2, 3, 4};
  int x = __VERIFIER_nondet_int();
  if (x < 0) return 0;
  while (x >= 0) {
    int t = a[0];
    a[0] = a[1];
    a[1] = a[2];
    a[2] = a[3];
    a[3] = t;
    x = x + 0;
  }
  return 0;
}
