// RUN: %memterm --use-contracts --property-file %props/valid-memsafety.prp --stats %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=STATS < %t.err
// --use-contracts: each function main calls gets a proved contract (with
// its frame and postconditions), and the proof graph of main checks every
// call against it instead of exploring the callee: the copy's result is
// its destination, the destination a string afterwards no longer than the
// source, strchr's result null or inside its string.
// CHECK: {{^Contract of copy \(.*use_strings.c:[0-9]+\), proved:$}}
// CHECK-NEXT: {{^  requires \\valid\(dst \+ \(0 .. strlen\(src\)\)\);$}}
// CHECK-NEXT: {{^  requires valid_read_string\(src\);$}}
// CHECK-NEXT: {{^  requires \\separated\(}}
// CHECK-NEXT: {{^  assigns \*\(dst \+ \(0 .. strlen\(src\)\)\);$}}
// CHECK-NEXT: {{^  ensures \(char \*\)\\result == \(char \*\)dst;$}}
// CHECK-NEXT: {{^  ensures valid_string\(dst\) && strlen\(dst\) <= strlen\(src\);$}}
// CHECK: {{^Contract of length \(.*\), proved:$}}
// CHECK-NEXT: {{^  requires valid_read_string\(s\);$}}
// CHECK-NEXT: {{^  assigns \\nothing;$}}
// CHECK-NEXT: {{^  ensures 0 <= \\result <= strlen\(s\);$}}
// CHECK: {{^Contract of find \(.*\), proved:$}}
// CHECK-NEXT: {{^  requires valid_read_string\(s\);$}}
// CHECK-NEXT: {{^  assigns \\nothing;$}}
// CHECK-NEXT: {{^  ensures \\result == \\null \|\| \(\(char \*\)s <= \(char \*\)\\result <= \(char \*\)s \+ strlen\(s\)\);$}}
// CHECK: {{^Contracts: 3 function\(s\) called from main, 3 with a proved contract that their calls check$}}
// CHECK: {{^Proof: complete symbolic execution graph without error states .*call step\(s\) went on from their callees' proved contracts}}
// CHECK: {{^Result: true$}}
// STATS: {{^c seg_contract_calls +[1-9]}}
// STATS: {{^c seg_contract_violations +0 }}
#include <stddef.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
char *copy(char *dst, const char *src) {
  char *d = dst;
  while ((*d++ = *src++) != 0)
    ;
  return dst;
}
size_t length(const char *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}
char *find(const char *s, int c) {
  for (;; s++) {
    if (*s == (char)c)
      return (char *)s;
    if (!*s)
      return NULL;
  }
}
int main(void) {
  char a[32], b[32];
  unsigned n = __VERIFIER_nondet_uint() % 32;
  for (unsigned i = 0; i < n; i++)
    a[i] = __VERIFIER_nondet_char();
  a[n] = 0;
  char *r = copy(b, a);
  size_t len = length(r);
  char *dot = find(b, '.');
  if (dot)
    *dot = 0;
  return b[len] + a[length(a + n / 2)];
}
