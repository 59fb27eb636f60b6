// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As pp_insert_find.c, but the key's element is never linked in: the
// search runs off the end of the list.
// CHECK: {{^Result: false\(valid-deref\)$}}
#define PF_NO_LINK 1
#include "pp_insert_find.c"
