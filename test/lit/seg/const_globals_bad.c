// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// const_globals.c, but the store into b is one past its end (its index
// comes from a constant the program copied into a local array).
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
#include <string.h>
static const char *const names[3] = {"ab", "cde", "f"};
static const int step[4] = {3, 1, 4, 1};
static const char *const text =
    "0123456789012345678901234567890123456789012345678901234567890123456789"
    "01234567890123456789012345678x";

int main(void) {
  int a[3] = {4, 5, 6}; /* llvm.memcpy from a constant */
  char b[7];
  b[a[2] + 1] = 1;          /* a[2] + 1 = 7: one past the end */
  size_t n = strlen(names[1]);
  if (n != 3) { /* exact: 3 */
    int *p = 0;
    *p = 1;
  }
  char *c = malloc(n + 1);
  if (!c) return 0;
  memcpy(c, names[1], n + 1);
  c[n] = 0;
  const char *t = text;
  if (t[99] != 'x') c[n + 1] = 1; /* never: the 100th character is x */
  int k = step[0] + step[1] + step[2] + step[3];
  if (k != 9) c[n + 2] = 1; /* never */
  free(c);
  return b[6] - 1;
}
