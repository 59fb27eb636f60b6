// RUN: %memterm --use-contracts --property-file %props/valid-memsafety.prp -v %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=LOG < %t.err
// copy's contract is for separate blocks; a call with both pointers into
// one array is not covered.  The graph with the contracts names the
// clause, and the program is then proved by exploring the call.
// CHECK: {{^Proof: }}
// CHECK: {{^Result: true$}}
// LOG: {{the call of copy may violate its contract: requires \\separated\(dst, src\) \(both lie in the same block\)}}
extern unsigned __VERIFIER_nondet_uint(void);
char *copy(char *dst, const char *src) {
  char *d = dst;
  while ((*d++ = *src++) != 0)
    ;
  return dst;
}
int main(void) {
  char a[16];
  unsigned n = __VERIFIER_nondet_uint() % 8;
  for (unsigned i = 0; i < n; i++)
    a[i] = 'y';
  a[n] = 0;
  copy(a + 8, a);
  return a[8];
}
