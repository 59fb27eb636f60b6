// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/termination.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 -v --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=INV
// A circular doubly linked list with a sentinel node on the stack (the
// Linux kernel's list_head, with the link at the start of the element):
// elements appended at the tail (head.prev), then walked from head.next
// back to the sentinel and freed.  The list ends at the sentinel: its last
// element's next field and its first element's prev field hold &head.
// CHECK: {{^Result: true$}}
// INV: list from {{.*}}next at offset 0, prev at offset 8: doubly linked{{.*}}ends at head
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct list_head { struct list_head *next, *prev; };
struct item { struct list_head link; int v; };

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
    it->v = i;
    list_add_tail(&it->link, &head);
  }
  struct item *now = (struct item *)head.next;
  while (&now->link != &head) {
    struct item *next = (struct item *)now->link.next;
    now->v = 0;
    free(now);
    now = next;
  }
  return 0;
}
