// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As owned_ring.c, but each ring's walk stops at the element whose next
// is the sentinel: that element leaks.  Must not be proved; the replay
// confirms the leak.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#define RING_LEAK 1
#include "owned_ring.c"
