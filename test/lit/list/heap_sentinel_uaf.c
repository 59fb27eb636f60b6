// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The container that holds the sentinel is freed first, then the walk
// reads the sentinel's next field from it: a use after free.  Must not be
// proved; the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct link { struct link *next, *prev; };
struct member { struct link l; int v; };
struct box { struct box *up; struct link members; int id; };

static void link_add(struct link *n, struct link *head) {
  n->next = head->next;
  n->prev = head;
  head->next->prev = n;
  head->next = n;
}

int main(void) {
  struct box *g = malloc(sizeof *g);
  if (!g) abort();
  g->up = NULL;
  g->members.next = &g->members;
  g->members.prev = &g->members;
  g->id = 1;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) {
    struct member *m = malloc(sizeof *m);
    if (!m) abort();
    m->v = i;
    link_add(&m->l, &g->members);
  }
  free(g);
  struct link *p = g->members.next;
  while (p != &g->members) {
    struct link *q = p->next;
    free(p);
    p = q;
  }
  return 0;
}
