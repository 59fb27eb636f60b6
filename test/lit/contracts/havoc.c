// RUN: %memterm --use-contracts --property-file %props/valid-memsafety.prp --stats %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=STATS < %t.err
// A callee that writes a block (its frame) leaves the caller knowing
// nothing of that block's contents: on one rare input fill overwrites the
// terminator, and the string read after it runs out of the array.  The
// call of length then cannot be shown to satisfy its contract, and the
// answer is the real overflow, never true.
// CHECK: {{^Contract of fill .*, proved:$}}
// CHECK-NEXT: {{^  requires \\valid\(p \+ \(0 .. n - 1\)\);$}}
// CHECK-NEXT: {{^  assigns \*\(p \+ \(0 .. n - 1\)\);$}}
// CHECK-NOT: Result: true
// CHECK: {{^Result: false\(valid-deref\)$}}
// STATS: {{^c seg_contract_violations +[1-9]}}
#include <stddef.h>
extern unsigned __VERIFIER_nondet_uint(void);
void fill(char *p, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    p[i] = 'x';
}
size_t length(const char *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}
int main(void) {
  char s[8] = "abc";
  unsigned k = __VERIFIER_nondet_uint();
  if (k * 2654435761u == 0x12345678u)
    fill(s, 8);
  return (int)length(s);
}
