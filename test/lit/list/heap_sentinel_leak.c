// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The walk over a list around a sentinel inside a heap object stops at
// the element whose next is the sentinel (the container's prev field):
// that element leaks.  Must not be proved; the replay confirms the leak.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#define SENTINEL_LEAK 1
#include "heap_sentinel.c"
