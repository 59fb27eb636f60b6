// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As small_buffer.c, but one element's write goes past the 8-byte inline array when the field points into the element: not proved, and the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#define SB_OVERRUN 1
#include "small_buffer.c"
