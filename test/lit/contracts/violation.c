// RUN: %memterm --use-contracts --property-file %props/valid-memsafety.prp -v %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=LOG < %t.err
// A call that violates its callee's contract, on one rare input only (the
// concrete runs miss it): the graph with the contracts stops at the call
// and names the clause; the program is then verified as without contracts,
// which finds the overflow inside the callee.  Never true.
// CHECK-NOT: Result: true
// CHECK: {{^Result: false\(valid-deref\)$}}
// LOG: {{no proof with the callees' contracts: .* at .*violation.c:[0-9]+:[0-9]+ in main: the call of copy may violate its contract: requires \\valid\(dst \+ \(0 .. strlen\(src\)\)\) \(dst: not provable in the caller's state\)}}
#include <stddef.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
char *copy(char *dst, const char *src) {
  char *d = dst;
  while ((*d++ = *src++) != 0)
    ;
  return dst;
}
int main(void) {
  char a[16], b[16], small[4];
  unsigned n = __VERIFIER_nondet_uint() % 16;
  for (unsigned i = 0; i < n; i++)
    a[i] = 'x';
  a[n] = 0;
  unsigned k = __VERIFIER_nondet_uint();
  char *dst = k * 2654435761u == 0x12345678u ? small : b;
  copy(dst, a);
  return dst[0];
}
