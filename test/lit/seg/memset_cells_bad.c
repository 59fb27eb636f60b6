// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=BUG
// memset_cells.c, but the memset clears the first end only: the second
// still holds a freed pointer, which is freed again.
// GRAPH-NOT: {{^Result: true$}}
// BUG: {{^Result: false\(valid-free\)$}}
#include <stdlib.h>
#include <string.h>
struct node { struct node *next; };
static struct node *ends[2];

int main(void) {
  ends[1] = malloc(sizeof(struct node));
  free(ends[1]);
  memset(ends, 0, sizeof ends[0]);
  free(ends[0]);
  free(ends[1]);
  return 0;
}
