// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As payload_filled.c, but the records are freed without their arrays.
// Not proved; the replay confirms the violation.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#define PF_LEAK 1
#include "payload_filled.c"
