// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// As apart_mark.c, but the check for another mark starts at the mark itself.
// CHECK: {{^Result: false\(unreach-call\)$}}
#define MK_FROM_MARK 1
#include "apart_mark.c"
