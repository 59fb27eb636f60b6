// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// As apart_mark.c, but the element after the mark is marked too.
// CHECK: {{^Result: false\(unreach-call\)$}}
#define MK_TWO 1
#include "apart_mark.c"
