// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// x and y move towards each other one step at a time; |x - y| is not
// linear, but a step that raises y (x > y) can never be followed by one
// that raises x (x < y): the rule graph splits the loop into two cycles,
// each with a linear ranking function.
// CHECK: smaller cycle(s)
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int(), c = 0;
  while (x != y) {
    if (x > y) y = y + 1;
    else x = x + 1;
    c++;
  }
  return c;
}
