// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 -v --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=INV
// As heap_sentinel.c with intrusive members: the link after a payload,
// the walk frees each member through container_of and reads its payload.
// CHECK: {{^Result: true$}}
// INV: list from p.0 ({{.*}}links point to offset 8 (intrusive)): length at least 0, ends at call + 8
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct link { struct link *next, *prev; };
struct member { long v; struct link l; };
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
    m->v = 7;
    link_add(&m->l, &g->members);
  }
  struct link *p = g->members.next;
  while (p != &g->members) {
    struct link *q = p->next;
    struct member *m = (struct member *)((char *)p - __builtin_offsetof(struct member, l));
    if (m->v != 7) abort();
    free(m);
    p = q;
  }
  free(g);
  return 0;
}
