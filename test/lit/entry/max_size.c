// RUN: %memterm --timeout 120 --entry count_char --entry-max-size 8 --entry-budget 60 %s | FileCheck %s
// RUN: %memterm --timeout 120 --entry count_char --entry-max-size 8 --entry-budget 60 --annotate %t.c %s > /dev/null
// RUN: FileCheck --check-prefix=ANN %s < %t.c
// --entry-max-size N: the harness's blocks have at most N bytes; the
// contract says it is proved for those only (text and --annotate), and
// the concrete call that shows it satisfiable fits the bound.
// CHECK: Contract of count_char ({{.*}}max_size.c:{{[0-9]+}}), under which it is memory safe:
// CHECK-NEXT: requires valid_read_string(s);
// CHECK-NEXT: /* proved for blocks of at most 8 bytes (--entry-max-size) */
// CHECK: Proof: {{.*}}blocks of any size up to 8 bytes (--entry-max-size)
// CHECK: Not vacuous: a concrete call with s = a block of 8 byte(s) holding a string of length 3
// CHECK: {{^Result: true$}}
// ANN: /* proved for blocks of at most 8 bytes (--entry-max-size) */
#include <string.h>

int count_char(const char *s, char c) {
  int n = 0;
  for (size_t i = 0; i < strlen(s); i++)
    if (s[i] == c) n++;
  return n;
}
