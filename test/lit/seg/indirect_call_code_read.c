// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As indirect_call.c, but the program reads a byte at a function's
// address: a function is no object, so the read is outside every block.
// GRAPH: load of 1 byte(s) may be outside every allocated block
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#define IC_CODE_READ 1
#include "indirect_call.c"
