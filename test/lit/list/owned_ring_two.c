// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 -v --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=INV
// Tables in a list, each owning two rings of intrusive entries (the link
// after a payload) around the sentinels a and b inside it, filled by one
// function called for each sentinel and drained through container_of.
// The table has five pointer fields: every one of them is tried as the
// next field of the tables' list.
// CHECK: {{^Result: true$}}
// INV: list from ts.0 {{.*}}field at offset 8 owns a circular doubly linked list around a sentinel there (24-byte elements, line {{[0-9]+}}, links at offset 8); each element's field at offset 24 owns a circular doubly linked list
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct lh { struct lh *next, *prev; };
struct entry { int key; struct lh link; };
struct table { struct table *next; struct lh a; struct lh b; };

static void add_tail(struct lh *n, struct lh *h) {
  n->prev = h->prev;
  n->next = h;
  h->prev->next = n;
  h->prev = n;
}

static void fill(struct lh *h) {
  h->next = h;
  h->prev = h;
  while (__VERIFIER_nondet_int()) {
    struct entry *e = malloc(sizeof *e);
    if (!e) abort();
    e->key = 0;
    add_tail(&e->link, h);
  }
}

static void drain(struct lh *h) {
  struct lh *p = h->next;
  while (p != h) {
    struct lh *q = p->next;
    free((struct entry *)((char *)p - __builtin_offsetof(struct entry, link)));
    p = q;
  }
}

int main(void) {
  struct table *ts = NULL;
  while (__VERIFIER_nondet_int()) {
    struct table *t = malloc(sizeof *t);
    if (!t) abort();
    fill(&t->a);
    fill(&t->b);
    t->next = ts;
    ts = t;
  }
  while (ts) {
    struct table *t = ts;
    ts = ts->next;
    drain(&t->a);
    drain(&t->b);
    free(t);
  }
  return 0;
}
