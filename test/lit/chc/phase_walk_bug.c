// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck --check-prefix=FULL %s
// phase_walk.c with the second phase one step early: y ends at n + 1,
// the stage must not answer true, and the bug is found.
// CHECK: {{^Result: unknown$}}
// FULL: {{^Result: false\(unreach-call\)$}}
#define BUG
#include "phase_walk.c"
