// RUN: rm -f %t.yml %t.graphml
// RUN: %memterm --property-file %props/unreach-call.prp --witness %t.yml %s | FileCheck %s --check-prefix=RES
// RUN: python3 %S/check_invariants.py %t.yml %s %t.chk.c | FileCheck %s
// The invariants hold at run time: the program with each one checked at
// its loop head, natively, for several inputs (exit 99 on a violation).
// RUN: %cc -include %S/../Inputs/nondet.h -o %t.chk %t.chk.c
// RUN: env MEMTERM_NONDET=0,0 %t.chk
// RUN: env MEMTERM_NONDET=7,3 %t.chk
// RUN: env MEMTERM_NONDET=1000,100 %t.chk
// RUN: env MEMTERM_NONDET=513,4000000000 %t.chk
// ... and the check can fail: a stronger claim than the truth (i < n
// instead of i <= n) is caught.
// RUN: sed 's/i <= n \&\&/i < n \&\&/' %t.yml > %t.bad.yml
// RUN: python3 %S/check_invariants.py %t.bad.yml %s %t.bad.c > /dev/null
// RUN: %cc -include %S/../Inputs/nondet.h -o %t.bad %t.bad.c
// RUN: env MEMTERM_NONDET=7,3 %status 99 %t.bad | FileCheck %s --check-prefix=BAD
// GraphML has no correctness witness for SV-COMP 2026: a note, no file.
// RUN: %memterm --property-file %props/unreach-call.prp --witness %t.graphml %s 2>&1 | FileCheck %s --check-prefix=GML
// RUN: not test -e %t.graphml
// Under --int-semantics math the graph's integers are not C's: no witness.
// RUN: %memterm --property-file %props/unreach-call.prp --int-semantics math --witness %t.m.yml %s 2>&1 | FileCheck %s --check-prefix=MATH
// RUN: not test -e %t.m.yml
// RES: Result: true
// BAD: invariant violated at line [[#@LINE+20]]
// GML: memterm: note: no witness written: correctness witnesses are YAML 2.0 only
// MATH: memterm: note: no witness written: the proof has no loop invariants over C's integers
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
void reach_error(void) { __builtin_abort(); }

static int count_to(int m) {
  int s = 0;
  // CHECK-DAG: invariant: [[@LINE+1]]:3 count_to j <= 5 && j >= 0 && m == 5 && s <= 5 && s == j && s >= 0{{$}}
  for (int j = 0; j < m; j++)
    s = s + 1;
  return s;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  int i = 0;
  // CHECK-DAG: invariant: [[@LINE+1]]:3 main i <= n && i >= 0 && n <= 1000 && n >= 0{{$}}
  while (i < n) {
    i++;
  }
  if (i != n) reach_error();
  unsigned u = __VERIFIER_nondet_uint();
  if (u > 100u) u = 100u;
  unsigned c = 0;
  // CHECK-DAG: invariant: [[@LINE+1]]:3 main {{.*}}c <= u{{.*}}u <= 100U
  do {
    c++;
  } while (c < u);
  if (c == 0) reach_error();
  if (count_to(5) > 5) reach_error();
  return 0;
}
