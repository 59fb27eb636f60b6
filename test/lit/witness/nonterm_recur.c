// RUN: rm -f %t.graphml %t.yml
// RUN: %memterm --property-file %props/termination.prp --witness %t.graphml %s | FileCheck %s --check-prefix=RES
// RUN: python3 %S/check_witness.py %t.graphml %s | FileCheck %s --check-prefix=WIT
// RUN: FileCheck %s --check-prefix=XML < %t.graphml
// YAML 2.0 has no non-termination witness: a note, and no file.
// RUN: %memterm --property-file %props/termination.prp --witness %t.yml %s 2>&1 | FileCheck %s --check-prefix=YML
// RUN: not test -e %t.yml
// x and y only grow: a recurrent set (no state repeats).  The path that
// stays in it takes d > 0, so the cycle fixes d to 1; the invariant is the
// recurrent set's atoms over C variables.
// RES: the recurrent set in C (its atoms over C variables): y >= 0 && y >= 1 && x >= 0
// RES: Result: false(termination)
// WIT:      stem: 0
// WIT-NEXT: cycle: 1
// WIT-NEXT: invariant: y >= 0 && y >= 1 && x >= 0
// XML: <data key="witness-type">violation_witness</data>
// XML: <data key="specification">CHECK( init(main()), LTL(F end) )</data>
// XML: <data key="programhash">{{[0-9a-f]+}}</data>
// XML: <data key="cyclehead">true</data>
// XML-NEXT: <data key="invariant">y &gt;= 0 &amp;&amp; y &gt;= 1 &amp;&amp; x &gt;= 0</data>
// YML: memterm: note: no witness written: YAML 2.0 has no standard form for non-termination witnesses
// YML: Result: false(termination)
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 1;
  if (x < 0) return 0;
  while (x >= 0) {
    int d = __VERIFIER_nondet_int();
    if (d > 0)
      x = x + y;
    else
      x = x + 2 * y;
    y = y + 1;
  }
  return 0;
}
