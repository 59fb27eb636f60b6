// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As apart_free.c, but after the 2s it reads the successor of the 3, NULL.
// CHECK: {{^Result: false\(valid-deref\)$}}
#define AP_PAST_END 1
#include "apart_free.c"
