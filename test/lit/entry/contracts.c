// RUN: %memterm --contracts --entry-budget 60 --annotate %t.c %s | FileCheck %s
// RUN: FileCheck %s --check-prefix=ANN < %t.c
// RUN: %memterm --contracts --entry-budget 60 --stats %s 2>&1 | FileCheck %s --check-prefix=STATS
// (--entry-budget 60: a candidate's 10 s by default are too few under ASan on a
// loaded machine; the test checks which contracts hold, not how fast)
// --contracts: every function but main, one after the other; the summary
// counts those with a proved contract, and Result: true needs all of them.
// CHECK: {{^Contract of copy_n \(.*contracts.c:[0-9]+\), under which it is memory safe:$}}
// CHECK-NEXT: {{^  requires \\valid\(dst \+ \(0 .. n - 1\)\);$}}
// CHECK-NEXT: {{^  requires \\valid_read\(src \+ \(0 .. n - 1\)\);$}}
// CHECK: {{^Contract of length \(.*\), under which it is memory safe:$}}
// CHECK-NEXT: {{^  requires valid_read_string\(s\);$}}
// CHECK: {{^Contract of deref_any: none \(no candidate precondition was proved under which it is memory safe; }}
// CHECK: {{^Contracts: 3 function\(s\), 2 with a proved contract, 1 without$}}
// CHECK-NEXT: {{^Result: unknown$}}
// STATS: {{^c entry_functions +3 }}
// STATS: {{^c entry_contracts +2 }}
// ANN: {{^/\*@ requires \\valid\(dst \+ \(0 .. n - 1\)\);$}}
// ANN: {{^void copy_n\(char \*dst, const char \*src, unsigned long n\) \{$}}
// ANN: {{^/\*@ requires valid_read_string\(s\);$}}
// ANN-NEXT: {{^    assigns \\nothing;$}}
// ANN-NEXT: {{^    ensures 0 <= \\result <= strlen\(s\);$}}
// ANN-NEXT: {{^ \*/$}}
// ANN-NEXT: {{^unsigned long length\(const char \*s\) \{$}}
// ANN-NOT: /*@
// ANN: {{^int main}}
void copy_n(char *dst, const char *src, unsigned long n) {
  for (unsigned long i = 0; i < n; i++)
    dst[i] = src[i];
}
unsigned long length(const char *s) {
  unsigned long i = 0;
  while (s[i])
    i++;
  return i;
}
int deref_any(int *p, int *q) { return p == q ? 0 : *(p + 1000); }
int main(void) {
  char b[4] = "abc", c[4];
  copy_n(c, b, 4);
  return (int)length(c);
}
