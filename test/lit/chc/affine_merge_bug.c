// RUN: %memterm --property-file %props/valid-memsafety.prp --timeout 60 %s | FileCheck %s
// affine_merge.c with an output one cell short: the last copy writes
// out[n + m - 1].
// CHECK: {{^Result: false\(valid-deref\)$}}
#define BUG
#include "affine_merge.c"
