// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=LOOP < %t.out
// A thousand nondet values from one call, all 0: one line for the run of
// equal values, one line for the loop; the end of the program is the
// violation (memtrack), with the allocation's line.
// CHECK:      nondet values (where each was drawn):
// CHECK-NEXT:   #1-#1000 = 0 at line {{[0-9]+}} in main (__VERIFIER_nondet_int)
// CHECK-NEXT: trace (source lines executed, loops summarised):
// CHECK-NOT:  earlier
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int k = 0;
  // LOOP: main: line [[@LINE+2]]
  // LOOP-NEXT: main: lines [[@LINE+1]]-[[@LINE+3]] x 1000 iterations (draws nondet values #1-#1000)
  while (k < 1000) {
    k = k + 1;
    if (__VERIFIER_nondet_int() == 5) k = k + 1;
  }
  // LOOP-NEXT: main: line [[@LINE+1]]
  int *p = malloc(4);
  p = 0;
  // LOOP-NEXT: main: line [[@LINE+2]]
  // LOOP-NEXT: => valid-memtrack: the program ends (exit) at line [[@LINE+1]] in main with 1 block(s) unreachable and not freed (allocated at line [[@LINE-3]])
  return k;
  // LOOP-NEXT: Result: false(valid-memtrack)
}
