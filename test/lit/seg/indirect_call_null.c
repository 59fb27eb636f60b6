// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As indirect_call.c, but the pointer called may be NULL: the graph has no
// function to call there and must not prove the program.
// CHECK: an indirect call through a pointer that is not one known function
// CHECK-NOT: {{^Result: true$}}
#define IC_NULL_CALL 1
#include "indirect_call.c"
