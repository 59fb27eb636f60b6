// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/x = -5;/x = x + 1;/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=TERM
// x is never initialized: after mem2reg its first value is an undef, as
// indeterminate as fresh stack memory, and the interpreter gives it the
// fill byte's pattern (0xA5A5A5A5 is negative: x = -5 for ever).  With x
// moving towards 0 from either side the loop ends.
// CHECK: {{filled with 0xA5\)$}}
// CHECK: {{^  the repeated state in C .*: x == -5$}}
// CHECK: {{^Result: false\(termination\)$}}
// TERM-NOT: Result: false
// TERM: {{^Result: (true|unknown)$}}
int main(void) {
  int x;
  while (x != 0) {
    if (x < 0)
      x = -5;
    else
      x = x - 1;
  }
  return 0;
}
