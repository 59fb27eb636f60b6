// RUN: %memterm --data-model ILP32 --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --data-model ILP32 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As count_queue.c, but the drain stops one element early: the last one
// leaks.  Not proved; the replay confirms the violation.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#define CQ_LEAK 1
#include "count_queue.c"
