// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/termination.prp %s | FileCheck %s
// A read-only walk (list_for_each_entry: a cursor at each element's start)
// sums the payloads of a circular doubly linked list with a sentinel on the
// stack; a second walk frees the elements.  While the first walk runs, the
// list is the walked part (from the sentinel's next to the cursor's link)
// and the rest (from the cursor to the sentinel), joined back to back.
// CHECK: {{^Result: true$}}
#include <stddef.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct list_head { struct list_head *next, *prev; };
struct item { long value; struct list_head link; int tag; };
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
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->value = i;
    it->tag = 1;
    list_add_tail(&it->link, &head);
  }
  long sum = 0;
  for (struct item *pos = list_entry(head.next, struct item, link); &pos->link != &head;
       pos = list_entry(pos->link.next, struct item, link))
    sum += pos->value + pos->tag;
  struct item *now = list_entry(head.next, struct item, link);
  while (&now->link != &head) {
    struct item *next = list_entry(now->link.next, struct item, link);
    free(now);
    now = next;
  }
  return sum < 0;
}
