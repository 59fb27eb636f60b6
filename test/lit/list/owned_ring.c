// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/termination.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 -v --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=INV
// A list of groups, each of which owns a circular doubly linked list
// around a sentinel member (a list_head inside the group, at offset 8):
// members added right after the sentinel; then every group's ring is
// walked from the sentinel's next back to the sentinel and freed, then the
// group.  The groups' list owns the rings (each element's field at offset
// 8 owns one).  The unsafe variants (owned_ring_*.c) include this file
// with one of RING_LEAK, RING_UAF, RING_FORGOTTEN, RING_TWICE defined.
// CHECK: {{^Result: true$}}
// INV: list from gs.0 {{.*}}each element's field at offset 8 owns a circular doubly linked list around a sentinel there (24-byte elements, line {{[0-9]+}}, links at offset 0)
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
#ifdef RING_UAF
    free(g); /* the group before its ring: the walk reads freed memory */
#endif
#ifdef RING_FORGOTTEN
    struct link *first = &g->members; /* the ring is never walked: it leaks */
#else
    struct link *first = g->members.next;
#endif
    struct link *p = first;
#ifdef RING_LEAK
    while (p != g->members.prev) { /* stops one early: the last member leaks */
#else
    while (p != &g->members) {
#endif
      struct link *q = p->next;
      free(p);
      p = q;
    }
#ifdef RING_TWICE
    if (first != &g->members) free(first); /* the first member once more */
#endif
#ifndef RING_UAF
    free(g);
#endif
  }
  return 0;
}
