// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/termination.prp %s | FileCheck %s
// Each element of a list of 2 is updated by a walk of index steps from the
// head (index < 2).  A walk that reaches the last element gives a state in
// which the walked prefix and the rest were folded into one list again,
// the cursor naming its last element; before merging it with the state at
// the walk's start (cursor at the first element) that last element is
// unfolded, so the walked part and the rest stay two chains.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
struct node { int data; struct node *next; };
static struct node *build(int n) {
  struct node *h = NULL;
  for (; n > 0; n--) {
    struct node *e = malloc(sizeof *e);
    if (!e) abort();
    e->data = 0;
    e->next = h;
    h = e;
  }
  return h;
}
static void update_at(struct node *p, int data, int index) {
  while (index > 0) {
    p = p->next;
    index--;
  }
  p->data = data;
}
int main(void) {
  struct node *h = build(2);
  for (int i = 0; i < 2; i++) update_at(h, i + 3, i);
  while (h) {
    struct node *t = h->next;
    free(h);
    h = t;
  }
  return 0;
}
