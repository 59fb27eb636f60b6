// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck --check-prefix=FULL %s
// congruence.c with a step of 6: x is only even, the stage must not
// answer true, and the bug is found.
// CHECK: {{^Result: unknown$}}
// FULL: {{^Result: false\(unreach-call\)$}}
#define BUG
#include "congruence.c"
