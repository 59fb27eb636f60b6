// RUN: rm -f %t.graphml
// RUN: %memterm --property-file %props/termination.prp --witness %t.graphml %s | FileCheck %s --check-prefix=RES
// RUN: python3 %S/check_witness.py %t.graphml %s > %t.wit
// RUN: FileCheck %s --check-prefix=WIT < %t.wit
// RUN: grep -q 'enterFunction">main<' %t.graphml
// The stem's values, then the cycle's a thousand times (more than 5000
// steps): the run does not end (step limit); the stem alone ends (the
// zeros after it break the loop).
// RUN: %status 102 %memterm --run %s --max-steps 5000 --nondet $(python3 -c "import sys; t = open(sys.argv[1]).read().split(chr(10)); s = t[0][6:]; c = t[1][7:]; print(','.join([s] + [c] * 1000))" %t.wit) 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: %memterm --run %s --nondet $(sed -n 's/^stem: //p' %t.wit) > %t.end 2>&1 || true
// RUN: FileCheck %s --check-prefix=END < %t.end
// A lasso whose cycle draws nondet values: d must be non-zero for ever.
// c toggles, so only x keeps its value at the loop head: the invariant of
// the cyclehead is x's value.
// RES: the repeated state in C (the variables that keep their value at the loop head): x == {{-?[0-9]+}}{{$}}
// RES: Result: false(termination)
// WIT:      stem: [[X:-?[0-9]+]]{{(,-?[0-9]+)*$}}
// WIT-NEXT: cycle: {{-?[0-9]+(,-?[0-9]+)*$}}
// WIT-NEXT: invariant: x == [[X]]{{$}}
// LOOP: memterm: run: stopped (step limit)
// END: memterm: run: exit
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int c = 0;
  while (x < 100) {
    int d = __VERIFIER_nondet_int();
    if (d == 0) break;
    c = 1 - c;
  }
  return c;
}
