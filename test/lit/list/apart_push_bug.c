// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// As apart_push.c, but the walk expects the 5s first.
// CHECK: {{^Result: false\(unreach-call\)$}}
#define AP_SWAP 1
#include "apart_push.c"
