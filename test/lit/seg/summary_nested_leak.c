// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As summary_nested.c, but an item's tag is not freed with it: not proved
// (the summary of free_items loses the tag blocks), and the replay
// confirms the leak.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#define SN_KEEP_TAG 1
#include "summary_nested.c"
