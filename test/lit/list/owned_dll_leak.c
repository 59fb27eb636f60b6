// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memcleanup.prp %s | FileCheck %s --check-prefix=CLEANUP
// As owned_dll.c, but the cleanup stops after the first outer element:
// the rest with the inner lists they own leaks.  Not proved, and the
// replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
// CLEANUP: {{^Result: false\(valid-memcleanup\)$}}
#define ODLL_LEAK 1
#include "owned_dll.c"
