// RUN: %memterm --entry my_memcpy %s | FileCheck %s --check-prefix=MEMCPY
// RUN: %memterm --entry my_memset %s | FileCheck %s --check-prefix=MEMSET
// RUN: %memterm --entry sum %s | FileCheck %s --check-prefix=SUM
// RUN: %memterm --entry swap %s | FileCheck %s --check-prefix=SWAP
// RUN: %memterm --entry first %s | FileCheck %s --check-prefix=FIRST
// RUN: %memterm --entry my_memset --data-model ILP32 %s | FileCheck %s --check-prefix=MEMSET32
// RUN: %memterm --entry counted %s | FileCheck %s --check-prefix=GLOBALS
// RUN: %memterm --entry get_or %s | FileCheck %s --check-prefix=NULL1
// RUN: %memterm --entry clear_if %s | FileCheck %s --check-prefix=NULL2
// --entry on functions over blocks: a length parameter bounds the valid
// range (in elements of the pointer's type; a void pointer counts bytes),
// a pointer dereferenced once needs one valid object.  mem_bad.c has the
// same functions with one access too many: their contracts are stronger.
// MEMCPY: {{^  requires \\valid\(\(char \*\)dst \+ \(0 .. n - 1\)\);$}}
// MEMCPY-NEXT: {{^  requires \\valid_read\(\(const char \*\)src \+ \(0 .. n - 1\)\);$}}
// MEMCPY-NEXT: {{^  requires \\separated\(\(char \*\)dst \+ \(0 .. n - 1\), \(const char \*\)src \+ \(0 .. n - 1\)\);$}}
// MEMCPY: {{^Result: true$}}
// MEMSET: {{^  requires \\valid\(\(char \*\)s \+ \(0 .. n - 1\)\);$}}
// MEMSET-NEXT: {{^  assigns \*\(\(char \*\)s \+ \(0 .. n - 1\)\);$}}
// MEMSET-NEXT: {{^  ensures \(char \*\)\\result == \(char \*\)s;$}}
// MEMSET-NEXT: {{^Proof: .*up to 2\^62 bytes}}
// MEMSET: {{^Result: true$}}
// MEMSET32: {{^  requires \\valid\(\(char \*\)s \+ \(0 .. n - 1\)\);$}}
// MEMSET32-NEXT: {{^  assigns \*\(\(char \*\)s \+ \(0 .. n - 1\)\);$}}
// MEMSET32-NEXT: {{^  ensures \(char \*\)\\result == \(char \*\)s;$}}
// MEMSET32-NEXT: {{^Proof: .*up to 2\^31-1 bytes}}
// MEMSET32: {{^Result: true$}}
// SUM: {{^  requires \\valid_read\(a \+ \(0 .. n - 1\)\);$}}
// SUM: {{^Not vacuous: a concrete call with a = a block of 64 byte\(s\), n = 3 returns}}
// SUM: {{^Result: true$}}
// SWAP: {{^  requires \\valid\(a\);$}}
// SWAP-NEXT: {{^  requires \\valid\(b\);$}}
// SWAP: {{^Result: true$}}
// FIRST: {{^  requires \\valid_read\(s\);$}}
// FIRST-NOT: Assumes
// FIRST: {{^Result: true$}}
// A function that reads a mutable global is proved from its initial value:
// the output says so (a const table is no such global).
// GLOBALS: {{^Assumes: the global\(s\) ncalls hold their initial values}}
// GLOBALS: {{^Result: true$}}
// Seed 002's contextual form: a function that tests its pointer for null
// needs a valid object only when it is not null (the weaker candidate
// comes first); get_or_bad (mem_bad.c) reads before the test: the plain
// requirement.
// NULL1: {{^  requires p == \\null \|\| \\valid_read\(p\);$}}
// NULL1: {{^Result: true$}}
// NULL2: {{^  requires p == \\null \|\| \\valid\(p \+ \(0 .. n - 1\)\);$}}
// NULL2: {{^Result: true$}}
#include <stddef.h>

#ifndef ONE_MORE
#define ONE_MORE 0
#endif

void *my_memcpy(void *dst, const void *src, size_t n) {
  char *d = dst;
  const char *s = src;
  while (n--)
    *d++ = *s++;
#if ONE_MORE
  *d = *s;
#endif
  return dst;
}

void *my_memset(void *s, int c, size_t n) {
  unsigned char *p = s;
  for (size_t i = 0; i < n + ONE_MORE; i++)
    p[i] = (unsigned char)c;
  return s;
}

long sum(const int *a, size_t n) {
  long s = 0;
  for (size_t i = 0; i < n + ONE_MORE; i++)
    s += a[i];
  return s;
}

void swap(int *a, int *b) {
  int t = a[ONE_MORE];
  *a = *b;
  *b = t;
}

int first(const char *s) { return s[ONE_MORE]; }

static int ncalls;
static const int table[2] = {1, 2};

int counted(const int *p) {
  ncalls++;
  return *p + table[ncalls & 1];
}

int get_or(const int *p, int dflt) {
#if ONE_MORE
  int v = *p;
  return p ? v : dflt;
#else
  return p ? *p : dflt;
#endif
}

void clear_if(int *p, size_t n) {
  if (!p)
    return;
  for (size_t i = 0; i < n; i++)
    p[i] = 0;
}
