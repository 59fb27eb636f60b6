// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck --check-prefix=FULL %s
// cells.c with a miss not counted in the total: the stage must not
// answer true, and the bug is found.
// CHECK: {{^Result: unknown$}}
// FULL: {{^Result: false\(unreach-call\)$}}
#define BUG
#include "cells.c"
