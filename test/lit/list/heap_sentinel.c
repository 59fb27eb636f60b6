// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/termination.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 -v --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=INV
// A circular doubly linked list whose sentinel is a member of a heap
// object (a container that holds its members' list_head): n elements
// added right after the sentinel, then walked from the sentinel's next
// back to the sentinel and freed, then the container.  The list ends at
// the container's address + 8.  The unsafe variants (heap_sentinel_*.c)
// include this file with SENTINEL_LEAK or SENTINEL_UAF defined.
// CHECK: {{^Result: true$}}
// INV: list from *(call + 8) ({{.*}}next at offset 0, prev at offset 8: doubly linked): length i{{.*}}ends at call + 8
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
#ifdef SENTINEL_UAF
  free(g); /* the container first: the walk reads freed memory */
#endif
  struct link *p = g->members.next;
#ifdef SENTINEL_LEAK
  while (p != g->members.prev) { /* stops one early: the last element leaks */
#else
  while (p != &g->members) {
#endif
    struct link *q = p->next;
    free(p);
    p = q;
  }
#ifndef SENTINEL_UAF
  free(g);
#endif
  return 0;
}
