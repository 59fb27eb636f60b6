// RUN: not %memterm --entry nosuch %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %memterm --entry declared_only %s 2>&1 | FileCheck %s --check-prefix=MISSING2
// RUN: %memterm --entry scale %s | FileCheck %s --check-prefix=FLOAT
// RUN: %memterm --entry apply %s | FileCheck %s --check-prefix=FUNPTR
// RUN: %memterm --entry always_bad %s | FileCheck %s --check-prefix=BAD
// RUN: %memterm --entry main %s | FileCheck %s --check-prefix=MAIN
// RUN: not %memterm --entry always_bad --json - %s 2>&1 | FileCheck %s --check-prefix=NOJSON
// What --entry cannot answer: a function that is not there (an input
// error), parameters other than integers and pointers to data (unknown,
// naming the parameter), and a function no candidate makes safe (unknown,
// with the counterexample that refuted the weakest one).  main itself can
// be an entry.
// MISSING: memterm: error: '{{.*}}errors.c' defines no function 'nosuch' (with a body)
// MISSING2: memterm: error: '{{.*}}errors.c' defines no function 'declared_only' (with a body)
// FLOAT: {{^Reason: parameter 'x' of 'scale': only integer parameters and pointers to data are supported by --entry$}}
// FLOAT-NEXT: {{^Result: unknown$}}
// FUNPTR: {{^Reason: parameter 'f' of 'apply': only integer parameters}}
// FUNPTR-NEXT: {{^Result: unknown$}}
// BAD: {{^Reason: no candidate precondition of always_bad was proved under which it is memory safe \(1 of 1 tried: 1 refuted by a counterexample, 0 not proved\)$}}
// BAD-NEXT: {{^    \(no pointer parameters\): valid-deref at .*errors.c:[0-9]+:[0-9]+ in always_bad: out-of-bounds write}}
// BAD-NEXT: {{^Result: unknown$}}
// MAIN: {{^Contract of main .*}}
// MAIN-NEXT: {{^  \(no precondition\)$}}
// MAIN: {{^Result: true$}}
// NOJSON: memterm: error: --entry and --contracts print their contracts as text (and --annotate); --json, --sarif, --report, --witness, --run and --its do not go with them yet
int declared_only(int);

double scale(double x) { return 2 * x; }

int apply(int (*f)(int), int v) { return f(v); }

void always_bad(int k) {
  int a[4];
  a[(k & 3) + 1] = k;
}

int main(void) { return 0; }
