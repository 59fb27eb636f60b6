// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s --check-prefix=TERM
// As size_t_countdown.c, with the test before the decrement: while (n--).
// GRAPH: {{^Result: true$}}
// TERM: {{^Result: true$}}
#define POST_DEC 1
#include "size_t_countdown.c"
