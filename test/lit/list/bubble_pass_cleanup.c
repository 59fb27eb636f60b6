// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=SAFE
// As bubble_pass.c, but the cleanup stops after the first node: the rest
// stays reachable from the global sentinel (memory safe), but is not freed
// at the end (valid-memcleanup fails, the replay confirms it).
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memcleanup\)$}}
// SAFE: {{^Result: true$}}
#define BP_LEAK 1
#include "bubble_pass.c"
