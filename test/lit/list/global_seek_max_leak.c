// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As global_seek_max.c, but the element found is unlinked and not freed:
// not proved, and the replay confirms the leak.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#define GSM_LEAK 1
#include "global_seek_max.c"
