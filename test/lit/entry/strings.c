// RUN: %memterm --entry my_strlen %s | FileCheck %s --check-prefix=STRLEN
// RUN: %memterm --entry my_strcpy %s | FileCheck %s --check-prefix=STRCPY
// RUN: %memterm --entry my_strcmp %s | FileCheck %s --check-prefix=STRCMP
// RUN: %memterm --entry my_strlen --property-file %props/termination.prp %s | FileCheck %s --check-prefix=TERM
// --entry on string functions: the weakest candidate proved is the
// contract.  strlen needs a string, nothing more (a pointer to one object
// is refuted by a concrete counterexample); strcpy needs room for the
// source's string in the destination; strcmp two strings.  Each contract
// comes with the graph's proof and a concrete call that returns, the
// frame (what it may assign) and the postconditions a harness proves
// (none for termination).
// STRLEN: Contract of my_strlen ({{.*}}strings.c:{{[0-9]+}}), under which it is memory safe:
// STRLEN-NEXT: {{^  requires valid_read_string\(s\);$}}
// STRLEN-NEXT: {{^  assigns \\nothing;$}}
// STRLEN-NEXT: {{^  ensures 0 <= \\result <= strlen\(s\);$}}
// STRLEN-NEXT: {{^Proof: complete symbolic execution graph}}
// STRLEN-NEXT: {{^Not vacuous: a concrete call with s = a block of 16 byte\(s\) holding a string of length 3 returns}}
// STRLEN: s: one object: valid-deref at {{.*}}strings.c:{{[0-9]+}}:{{[0-9]+}} in my_strlen: out-of-bounds read
// STRLEN: {{^Result: true$}}
// STRCPY: {{^  requires \\valid\(dst \+ \(0 .. strlen\(src\)\)\);$}}
// STRCPY-NEXT: {{^  requires valid_read_string\(src\);$}}
// STRCPY-NEXT: {{^  requires \\separated\(dst \+ \(0 .. strlen\(src\)\), src \+ \(0 .. strlen\(src\)\)\);$}}
// STRCPY: {{^Result: true$}}
// STRCMP: {{^  requires valid_read_string\(a\);$}}
// STRCMP-NEXT: {{^  requires valid_read_string\(b\);$}}
// STRCMP: {{^Result: true$}}
// TERM: under which it terminates:
// TERM-NEXT: {{^  requires valid_read_string\(s\);$}}
// TERM-NEXT: {{^Proof: every cycle of the graph decreases a ranking function}}
// TERM: {{^Result: true$}}
#include <stddef.h>

size_t my_strlen(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (size_t)(p - s);
}

char *my_strcpy(char *dst, const char *src) {
  char *r = dst;
  while ((*dst++ = *src++))
    ;
  return r;
}

int my_strcmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (unsigned char)*a - (unsigned char)*b;
}
