// RUN: %memterm --property-file %props/valid-memsafety.prp --timeout 60 %s | FileCheck %s
// facts_graph.c with one step too many: a[2*n] is written.
// CHECK: {{^Result: false\(valid-deref\)$}}
#define BUG
#include "facts_graph.c"
