// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The walk frees the element and then reads its link to move on: a use
// after free.  Must not be proved; the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stddef.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct list_head { struct list_head *next, *prev; };
struct item { long value; struct list_head link; };
#define list_entry(p, T, m) ((T *)((char *)(p) - offsetof(T, m)))

static void list_add(struct list_head *new, struct list_head *head) {
  struct list_head *next = head->next;
  next->prev = new;
  new->next = next;
  new->prev = head;
  head->next = new;
}

int main(void) {
  struct list_head head = { &head, &head };
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->value = 1;
    list_add(&it->link, &head);
  }
  struct item *now = list_entry(head.next, struct item, link);
  while (&now->link != &head) {
    free(now);
    now = list_entry(now->link.next, struct item, link);
  }
  return 0;
}
