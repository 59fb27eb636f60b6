// RUN: %memterm --contracts %s | FileCheck %s
// The frame of each contract (assigns) comes from the parameters a
// function may write through: directly, through a callee, or after the
// pointer escaped into memory (a local array here); a function that only
// reads assigns nothing.  A mutable global reached through a constant
// pointer is a global the function names.
// CHECK: {{^Contract of fill \(.*\), under which it is memory safe:$}}
// CHECK: {{^  assigns \*\(p \+ \(0 .. n - 1\)\);$}}
// CHECK: {{^Contract of sum \(.*\), under which it is memory safe:$}}
// CHECK: {{^  assigns \\nothing;$}}
// CHECK: {{^  ensures \\result <= n;$}}
// CHECK: {{^Contract of escaped \(.*\), under which it is memory safe:$}}
// CHECK: {{^  assigns \*\(p \+ \(0 .. n - 1\)\);$}}
// CHECK: {{^Contract of via_callee \(.*\), under which it is memory safe:$}}
// CHECK: {{^  assigns \*\(q \+ \(0 .. m - 1\)\);$}}
// CHECK: {{^Contract of bump \(.*\), under which it is memory safe:$}}
// CHECK-NOT: assigns
// CHECK: {{^Assumes: the global\(s\) counter hold their initial values}}
void fill(char *p, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    p[i] = 'x';
}
unsigned sum(const unsigned char *p, unsigned n) {
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += p[i] != 0;
  return s;
}
void escaped(char *p, unsigned n) {
  char *slot[1];
  slot[0] = p;
  for (unsigned i = 0; i < n; i++)
    slot[0][i] = 0;
}
void via_callee(char *q, unsigned m) { fill(q, m); }
int counter;
int *const counter_p = &counter;
int bump(const char *s) {
  (*counter_p)++;
  return s[0];
}
