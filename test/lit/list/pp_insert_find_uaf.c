// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As pp_insert_find.c, but the key's element is freed without being
// unlinked: the next walk reads it.
// CHECK: {{^Result: false\(valid-deref\)$}}
#define PF_NO_UNLINK 1
#include "pp_insert_find.c"
