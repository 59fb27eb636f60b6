// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// memset(p, 0, n) makes every known cell inside the range 0 (NULL): a
// global pair of list ends cleared by memset stays a pair of NULLs, so
// the list pushed afterwards is the only heap and is freed.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; };
static struct node *ends[2];

int main(void) {
  ends[0] = malloc(sizeof(struct node));
  free(ends[0]);
  memset(ends, 0, sizeof ends);
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = ends[0];
    ends[0] = n;
    if (!ends[1]) ends[1] = n;
  }
  while (ends[0]) {
    struct node *n = ends[0]->next;
    free(ends[0]);
    ends[0] = n;
  }
  return 0;
}
