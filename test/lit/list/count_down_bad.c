// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// count_down.c with 4 removals from a list of 3: the last one reads the
// next field of NULL.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
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
  for (int i = 0; i < 4; i++) {
    struct node *t = h->next;
    free(h);
    h = t;
  }
  return h != NULL;
}
