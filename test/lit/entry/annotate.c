// RUN: %memterm --entry copy --entry-budget 60 --annotate %t.copy.c %s | FileCheck %s --check-prefix=RES
// RUN: FileCheck %s --check-prefix=COPY < %t.copy.c
// RUN: %memterm --entry my_strcpy --entry-budget 60 --annotate %t.strcpy.c %S/Inputs/stringlib.c | FileCheck %s --check-prefix=RES
// RUN: FileCheck %s --check-prefix=STRCPY < %t.strcpy.c
// RUN: %if frama-c %{ frama-c %t.copy.c %t.strcpy.c 2>&1 | FileCheck %s --check-prefix=FRAMAC %}
// RUN: not %memterm --annotate %t.x.c --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=NOENTRY
// --annotate writes the program with the proved contract (requires, the
// frame and the proved postconditions) as an ACSL comment above the
// function's declaration (also when the declaration
// starts on an earlier line than the name), and Frama-C's libc string
// predicates in reach of Frama-C; Frama-C parses the result.
// RES: {{^Result: true$}}
// COPY: {{^/\*@ requires \\valid\(\(char \*\)dst \+ \(0 .. n - 1\)\);$}}
// COPY-NEXT: {{^   requires \\valid_read\(\(const char \*\)src \+ \(0 .. n - 1\)\);$}}
// COPY-NEXT: {{^   requires \\separated\(}}
// COPY-NEXT: {{^   assigns \*\(\(char \*\)dst \+ \(0 .. n - 1\)\);$}}
// COPY-NEXT: {{^   ensures \(char \*\)\\result == \(char \*\)dst;$}}
// COPY-NEXT: {{^ \*/$}}
// COPY-NEXT: {{^static void \*$}}
// COPY-NEXT: {{^copy\(void \*dst, const void \*src, size_t n\) \{$}}
// STRCPY: {{^#ifdef __FRAMAC__$}}
// STRCPY-NEXT: {{^#include <__fc_string_axiomatic.h>$}}
// STRCPY: {{^/\*@ requires \\valid\(dst \+ \(0 .. strlen\(src\)\)\);$}}
// STRCPY-NEXT: {{^   requires valid_read_string\(src\);$}}
// STRCPY-NEXT: {{^   requires \\separated}}
// STRCPY-NEXT: {{^   assigns \*\(dst \+ \(0 .. strlen\(src\)\)\);$}}
// STRCPY-NEXT: {{^   ensures \(char \*\)\\result == \(char \*\)dst;$}}
// STRCPY-NEXT: {{^   ensures valid_string\(dst\) && strlen\(dst\) <= strlen\(src\);$}}
// STRCPY-NEXT: {{^ \*/$}}
// STRCPY-NEXT: {{^char \*my_strcpy\(char \*dst, const char \*src\) \{$}}
// FRAMAC-NOT: Error
// FRAMAC-NOT: Warning
// NOENTRY: memterm: error: --annotate needs --entry FUNC
#include <stddef.h>

static void *
copy(void *dst, const void *src, size_t n) {
  char *d = dst;
  const char *s = src;
  for (size_t i = 0; i < n; i++)
    d[i] = s[i];
  return dst;
}

int main(void) { return 0; }
