// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As small_buffer.c, but the cleanup frees no separate block: they leak: not proved, and the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#define SB_LEAK 1
#include "small_buffer.c"
