// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// Two functions that call each other twice on smaller arguments (a
// Fibonacci in two halves), from a constant argument.  No instance edge of
// the graph may end at a state a merge replaced: the graph either gives up
// or is a proof whose every leaf is covered.
// CHECK: {{^Result: (true|unknown)$}}
extern void abort(void);
void reach_error(void) { abort(); }
int half2(int n);
int half1(int n) {
  if (n < 1) return 0;
  if (n == 1) return 1;
  return half2(n - 1) + half2(n - 2);
}
int half2(int n) {
  if (n < 1) return 0;
  if (n == 1) return 1;
  return half1(n - 1) + half1(n - 2);
}
int main(void) {
  int r = half1(5);
  if (r != 5) reach_error();
  return 0;
}
