// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s
// As apart_mark.c, marked in the middle only (no element put in front).
// CHECK: {{^Result: true$}}
#define MK_NO_FRONT 1
#include "apart_mark.c"
