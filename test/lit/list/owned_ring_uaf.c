// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// As owned_ring.c, but the group is freed before its ring is walked: the
// walk reads the sentinel's next field from freed memory.  Must not be
// proved; the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct link { struct link *next, *prev; };
struct item { struct link l; int v; };
struct group { struct group *next; struct link members; int id; };

static void link_add(struct link *n, struct link *head) {
  n->next = head->next;
  n->prev = head;
  head->next->prev = n;
  head->next = n;
}

int main(void) {
  struct group *gs = NULL;
  int n = __VERIFIER_nondet_int();
  for (int k = 0; k < n; k++) {
    struct group *g = malloc(sizeof *g);
    if (!g) abort();
    g->members.next = &g->members;
    g->members.prev = &g->members;
    g->id = k;
    int m = __VERIFIER_nondet_int();
    for (int j = 0; j < m; j++) {
      struct item *it = malloc(sizeof *it);
      if (!it) abort();
      it->v = j;
      link_add(&it->l, &g->members);
    }
    g->next = gs;
    gs = g;
  }
  while (gs) {
    struct group *g = gs;
    gs = gs->next;
    free(g);
    struct link *p = g->members.next;
    while (p != &g->members) {
      struct link *q = p->next;
      free(p);
      p = q;
    }
  }
  return 0;
}
