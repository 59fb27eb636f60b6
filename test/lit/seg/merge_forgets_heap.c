// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s > %t2.out
// RUN: FileCheck %s < %t2.out
// The block allocated in the loop is in the second state at the loop head
// but not in the first, so merging the two drops it from the allocation
// list.  It leaks at the end (p = 0); a graph that forgot it would prove
// valid-memtrack and valid-memcleanup wrongly.  The merged state records
// that heap blocks were dropped, and the end of the program is then an
// error state: the answer must not be true.
// CHECK: heap blocks that a merge of states dropped
// CHECK-NOT: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = 0;
  while (__VERIFIER_nondet_int()) {
    if (!p) p = malloc(4);
  }
  p = 0;
  return 0;
}
