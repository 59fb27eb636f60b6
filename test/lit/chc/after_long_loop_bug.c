// RUN: %memterm --property-file %props/valid-memsafety.prp --timeout 60 %s | FileCheck %s
// after_long_loop.c with a ring of 257 positions over 256 cells: st[256]
// is read once j reaches 256.
// CHECK-NOT: Result: true
#define BUG
#include "after_long_loop.c"
