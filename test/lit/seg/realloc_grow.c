// RUN: %memterm --timeout 60 --property memsafety --stats %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=STATS %s < %t.err
// RUN: %memterm --timeout 60 --property unreach-call %s | FileCheck --check-prefix=REACH %s
// RUN: %memterm --timeout 60 --property memsafety --malloc-may-fail %s | FileCheck --check-prefix=FAIL %s
// A block grown by realloc in a loop of nondet length (the graph's rule:
// the old block freed, a new one of the new size, the cells at constant
// offsets moved): memory safe, and p[0] keeps its value through every move.
// With --malloc-may-fail the unchecked result of realloc may be NULL.
// CHECK: Proof: complete symbolic execution graph
// CHECK: {{^Result: true$}}
// STATS: seg_reallocs {{ *[1-9]}}
// REACH: {{^Result: true$}}
// FAIL: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int *p = malloc(2 * sizeof *p);
  p[0] = 7;
  p[1] = 9;
  unsigned n = 2;
  while (__VERIFIER_nondet_int() && n < 100000) {
    int *q = realloc(p, (n + 1) * sizeof *q);
    q[n] = 1;
    p = q;
    n++;
  }
  if (p[0] != 7) reach_error();
  free(p);
  return 0;
}
