// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As apart_mark.c, but the mark is set only when the input says so: the
// walk for the first mark runs off the end of the list.
// CHECK: {{^Result: false\(valid-deref\)$}}
#define MK_MAYBE 1
#define MK_NO_FRONT 1
#include "apart_mark.c"
