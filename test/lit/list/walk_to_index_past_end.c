// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// walk_to_index.c, but the last walk takes 2 steps in a list of 2: it
// writes the data field through NULL.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
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
  for (int i = 0; i <= 2; i++) update_at(h, i + 3, i);
  while (h) {
    struct node *t = h->next;
    free(h);
    h = t;
  }
  return 0;
}
