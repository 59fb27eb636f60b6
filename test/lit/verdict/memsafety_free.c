// RUN: %memterm --property-file %props/valid-memsafety.prp %s > %t.out
// RUN: tail -n 1 %t.out | FileCheck %s
// RUN: grep -c '^Result:' %t.out | FileCheck %s --check-prefix=ONE
// A double free on every path.
// CHECK: {{^Result: false\(valid-free\)$}}
// ONE: {{^1$}}
#include <stdlib.h>

struct item { int *data; };

static void destroy(struct item *it) {
  free(it->data);
  free(it);
}

int main(void) {
  struct item *it = malloc(sizeof *it);
  if (!it) return 0;
  it->data = malloc(4 * sizeof(int));
  int *alias = it->data;
  destroy(it);
  free(alias);
  return 0;
}
