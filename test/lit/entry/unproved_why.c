// RUN: %memterm --timeout 120 --entry-budget 60 --entry last_char %s | FileCheck %s
// RUN: %memterm --timeout 120 --entry-budget 60 --entry last_char --entry-max-size 65536 %s | FileCheck --check-prefix=BOUND %s
// A candidate that is not proved says why (the obligation left), and the
// search suggests bounded blocks: `int len = strlen(s)` is wrong for
// strings of 2^31 bytes or more, so valid_read_string(s) alone is no
// contract -- with blocks of at most 65536 bytes it is.
// CHECK: s: string: not proved: no proof: {{.*}}valid-deref at {{.*}}unproved_why.c:17:{{[0-9]+}} in last_char
// CHECK: Suggestion: --entry-max-size N
// CHECK: {{^Result: unknown$}}
// BOUND: requires valid_read_string(s);
// BOUND: /* proved for blocks of at most 65536 bytes (--entry-max-size) */
// BOUND: {{^Result: true$}}
#include <string.h>
int last_char(const char *s) {
  int len = strlen(s);
  if (len == 0) return -1;
  return s[len - 1];
}
