// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The element a walk stops at is freed without list_del: it stays linked,
// and the drain that follows reads it after the free.  Must not be proved;
// the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stddef.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct list_head { struct list_head *next, *prev; };
struct item { int v; struct list_head link; };
#define list_entry(p, T, m) ((T *)((char *)(p) - offsetof(T, m)))
static void list_add(struct list_head *new, struct list_head *head) {
  struct list_head *next = head->next;
  next->prev = new; new->next = next; new->prev = head; head->next = new;
}
static void list_del(struct list_head *e) { e->next->prev = e->prev; e->prev->next = e->next; }
int main(void) {
  struct list_head head = { &head, &head };
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->v = __VERIFIER_nondet_int();
    list_add(&it->link, &head);
  }
  /* remove one element chosen by a walk */
  struct list_head *pos = head.next;
  while (pos != &head && __VERIFIER_nondet_int()) pos = pos->next;
  if (pos != &head) free(list_entry(pos, struct item, link));
  while (head.next != &head) {
    struct list_head *n = head.next;
    list_del(n);
    free(list_entry(n, struct item, link));
  }
  return 0;
}
