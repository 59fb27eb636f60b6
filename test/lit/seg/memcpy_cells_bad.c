// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=BUG
// memcpy_cells.c, but the pointer copied through the byte array is freed
// twice: the copy is the same pointer, not a fresh one.
// GRAPH-NOT: {{^Result: true$}}
// BUG: {{^Result: false\(valid-free\)$}}
#include <stdlib.h>
#include <string.h>
char buf[sizeof(int *)];

int main(void) {
  int *p = malloc(10);
  memcpy(buf, &p, sizeof p);
  void *q;
  memcpy(&q, buf, sizeof q);
  free(q);
  free(p);
  return 0;
}
