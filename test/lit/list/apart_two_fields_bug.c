// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// As apart_two_fields.c, but it claims at most three used cells.
// CHECK: {{^Result: false\(unreach-call\)$}}
#define AP_COUNT 1
#include "apart_two_fields.c"
