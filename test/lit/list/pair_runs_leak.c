// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// As pair_runs.c, but `nil` is never freed: not proved, and the replay
// confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memcleanup\)$}}
#define PR_KEEP_NIL 1
#include "pair_runs.c"
