// RUN: %memterm --property-file %props/valid-memsafety.prp --timeout 60 %s | FileCheck %s
// ring_facts.c with 65 ring positions for 64 cells: hist[64] is written.
// CHECK: {{^Result: false\(valid-deref\)$}}
#define BUG
#include "ring_facts.c"
