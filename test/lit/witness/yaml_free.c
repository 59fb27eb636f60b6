// RUN: rm -f %t.yml
// RUN: %memterm --property-file %props/valid-memsafety.prp --witness %t.yml %s | FileCheck %s --check-prefix=RES
// RUN: python3 %S/check_witness.py %t.yml %s | FileCheck %s --check-prefix=WIT
// RUN: FileCheck %s --check-prefix=YML < %t.yml
// RUN: %status 101 %memterm --run %s --nondet $(python3 %S/check_witness.py %t.yml %s | sed -n 's/^values: //p') 2>&1 | FileCheck %s --check-prefix=REPLAY
// A double free behind two nondet choices; the YAML 2.0 witness fixes both.
// RES: Result: false(valid-free)
// YML: - entry_type: violation_sequence
// YML: format_version: "2.0"
// YML: type: function_return
// YML: value: "\\result == {{[0-9]+}}"
// YML: type: target
// YML-NEXT: action: follow
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);
#include <stdlib.h>

int main(void) {
  int twice = __VERIFIER_nondet_int();
  char *p = malloc(8);
  _Bool b = __VERIFIER_nondet_bool();
  free(p);
  if (twice > 0 && (b || twice > 100))
    // WIT: values: {{[1-9][0-9]*}},{{-?[0-9]+}}
    // WIT-NEXT: target: [[@LINE+2]]
    // REPLAY: memterm: run: violation valid-free at {{.*}}yaml_free.c:[[@LINE+1]]:
    free(p);
  return 0;
}
