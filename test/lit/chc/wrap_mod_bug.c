// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck --check-prefix=FULL %s
// wrap_mod.c with steps not counted in the first branch: no modular
// equality holds, the stage must not answer true, and the bug is found.
// CHECK: {{^Result: unknown$}}
// FULL: {{^Result: false\(unreach-call\)$}}
#define BUG
#include "wrap_mod.c"
