// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The destructor skips the element the list ends with (its next is the
// sentinel): it leaks.  Must not be proved; the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
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
  struct item *now = list_entry(head.next, struct item, link);
  while (&now->link != &head) {
    struct item *next = list_entry(now->link.next, struct item, link);
    if (now->link.next != &head) free(now);
    now = next;
  }
  return 0;
}
