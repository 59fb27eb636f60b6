// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As small_buffer.c, but the cleanup frees the field also when it points into the element (not a heap block's start): not proved, and the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-free\)$}}
#define SB_FREE_ALL 1
#include "small_buffer.c"
