// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=SAFE
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// As pair_runs.c, but a WIDE node may come without its partner: the walk's
// check then stops the program (abort) with the list allocated.  Memory
// safe all the same (proved), but not clean: not proved, and the replay
// confirms it.
// SAFE: {{^Result: true$}}
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memcleanup\)$}}
#define PR_LONE_WIDE 1
#include "pair_runs.c"
