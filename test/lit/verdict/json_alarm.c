// RUN: rm -f %t.json
// RUN: sh -c '%memterm --property-file %props/termination.prp --timeout 300 --json %t.json %s > %t.out & pid=$!; sleep 2; kill -ALRM $pid; wait $pid; echo "exit $?" >> %t.out'
// RUN: FileCheck --check-prefix=OUT %s < %t.out
// RUN: %pyjson -c "import json; d=json.load(open('%t.json')); print(d['result'], d['result_line'], d['explanation'], d['property'])" | FileCheck --check-prefix=JSON %s
// When the hard time limit (the alarm, 2 s after --timeout's deadline)
// ends a run, --json's file still holds the verdict: unknown, with the
// reason.  The alarm is sent by hand here, in the middle of the work on
// a loop whose termination is open (Collatz).
// OUT: {{^Result: unknown$}}
// OUT: exit 0
// JSON: unknown Result: unknown ['Reason: time limit reached'] termination
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  while (x > 1) x = x % 2 ? 3 * x + 1 : x / 2;
  return 0;
}
