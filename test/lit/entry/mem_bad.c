// RUN: %memterm --entry my_memcpy %s | FileCheck %s --check-prefix=MEMCPY
// RUN: %memterm --entry my_memset %s | FileCheck %s --check-prefix=MEMSET
// RUN: %memterm --entry sum %s | FileCheck %s --check-prefix=SUM
// RUN: %memterm --entry first %s | FileCheck %s --check-prefix=FIRST
// RUN: %memterm --entry get_or %s | FileCheck %s --check-prefix=GETOR
// The functions of mem.c with one access too many: never the contract of
// mem.c.  memset and sum need one element more, first two characters (a
// string of length 1 or more would do too, but a pointer to one object is
// refuted).  memcpy's last access reads past src: no candidate with n
// elements holds, one more is its contract.
// MEMCPY-NOT: (0 .. n - 1)
// MEMCPY: {{^  requires \\valid\(\(char \*\)dst \+ \(0 .. n\)\);$}}
// MEMCPY-NEXT: {{^  requires \\valid_read\(\(const char \*\)src \+ \(0 .. n\)\);$}}
// MEMCPY: {{^Result: true$}}
// MEMSET-NOT: (0 .. n - 1)
// MEMSET: {{^  requires \\valid\(\(char \*\)s \+ \(0 .. n\)\);$}}
// MEMSET: {{^Result: true$}}
// SUM-NOT: (0 .. n - 1)
// SUM: {{^  requires \\valid_read\(a \+ \(0 .. n\)\);$}}
// SUM: {{^Result: true$}}
// FIRST: s: one object: valid-deref {{.*}}out-of-bounds read of 1 byte(s) at offset 1
// FIRST-NOT: requires \valid_read(s);
// FIRST: {{^Result: (true|unknown)$}}
// GETOR-NOT: \null
// GETOR: {{^  requires \\valid_read\(p\);$}}
// GETOR: {{^Result: true$}}
#define ONE_MORE 1
#include "mem.c"
