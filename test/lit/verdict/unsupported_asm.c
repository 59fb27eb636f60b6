// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.out 2> %t.err
// RUN: tail -n 1 %t.out | FileCheck %s --check-prefix=RESULT
// RUN: cat %t.out %t.err | FileCheck %s --check-prefix=WHY
// RUN: %status 102 %memterm --run %s 2>&1 | FileCheck %s --check-prefix=RUNMODE
// Inline assembly cannot be interpreted: unknown, with the construct named.
// RESULT: {{^Result: unknown$}}
// WHY: {{[Ii]nline [Aa]s(se)?m}}
// RUNMODE: memterm: run: stopped
int main(void) {
  int x = 1;
  __asm__ volatile("" : "+r"(x));
  int a[2];
  a[x + 1] = 0;
  return 0;
}
