// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The walk reads the payload before it tests for the sentinel: at the
// sentinel, container_of points 8 bytes before a bare list_head on the
// stack -- out of bounds.  Must not be proved; the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stddef.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct list_head { struct list_head *next, *prev; };
struct item { long value; struct list_head link; };
#define list_entry(p, T, m) ((T *)((char *)(p) - offsetof(T, m)))

static void list_add_tail(struct list_head *new, struct list_head *head) {
  struct list_head *prev = head->prev;
  head->prev = new;
  new->next = head;
  new->prev = prev;
  prev->next = new;
}

int main(void) {
  struct list_head head = { &head, &head };
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->value = 1;
    list_add_tail(&it->link, &head);
  }
  long sum = 0;
  struct item *pos = list_entry(head.next, struct item, link);
  for (;;) {
    sum += pos->value;
    if (&pos->link == &head) break;
    pos = list_entry(pos->link.next, struct item, link);
  }
  struct item *now = list_entry(head.next, struct item, link);
  while (&now->link != &head) {
    struct item *next = list_entry(now->link.next, struct item, link);
    free(now);
    now = next;
  }
  return sum < 0;
}
