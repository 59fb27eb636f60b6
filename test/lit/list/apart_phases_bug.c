// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// As apart_phases.c, but the check forgets the 20s between the 10s and the 30.
// CHECK: {{^Result: false\(unreach-call\)$}}
#define AP_NO_20S 1
#include "apart_phases.c"
