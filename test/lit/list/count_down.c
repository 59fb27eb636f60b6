// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/termination.prp %s | FileCheck %s
// A list of 3 elements built by a counter that counts down (3, 2, 1), then
// exactly 3 elements removed from its head.  Each removal needs the list
// to be non-empty: the merge at the builder's loop head keeps
// length + counter = 3 (no single variable equals the length).
// CHECK: {{^Result: true$}}
#include <stdlib.h>
struct node { struct node *next; int data; };
static struct node *build(int n) {
  struct node *h = NULL;
  for (; n > 0; n--) {
    struct node *e = malloc(sizeof *e);
    if (!e) abort();
    e->data = n;
    e->next = h;
    h = e;
  }
  return h;
}
int main(void) {
  struct node *h = build(3);
  for (int i = 0; i < 3; i++) {
    struct node *t = h->next;
    free(h);
    h = t;
  }
  return h != NULL;
}
