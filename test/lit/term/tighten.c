// RUN: %memterm --property-file %props/termination.prp --stats %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=STATS < %t.err
// RUN: sed 's/3 \* d + 2;/3 * d + 3;/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=NOT
// 3d > k with k == 1 is 3d >= 2: d >= 2/3 over the rationals, where
// n - 3d + 2 need not decrease, but d >= 1 over the integers, where it
// does (by 1 at least).  With + 3, d = 1 keeps n forever: never true.
// CHECK: {{^[0-9]+ atom\(s\) tightened over the integers$}}
// CHECK: {{^Result: true$}}
// STATS: {{^c term_tightened +[1-9]}}
// NOT-NOT: Result: true
// NOT: {{^Result: (unknown|false\(termination\))$}}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(), d = __VERIFIER_nondet_int(), k = __VERIFIER_nondet_int();
  if (3 * d > k) {
    while (n > 0 && k == 1)
      n = n - 3 * d + 2;
  }
  return 0;
}
