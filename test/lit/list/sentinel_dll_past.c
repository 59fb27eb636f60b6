// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The walk reads the payload of the node it stands on before it checks for
// the sentinel: at the sentinel (a bare list_head on the stack) the read of
// v is out of bounds.  Must not be proved; the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
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
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->v = 1;
    list_add_tail(&it->link, &head);
  }
  int sum = 0;
  struct item *now = (struct item *)head.next;
  for (;;) {
    sum += now->v;
    if (&now->link == &head) break;
    now = (struct item *)now->link.next;
  }
  now = (struct item *)head.next;
  while (&now->link != &head) {
    struct item *next = (struct item *)now->link.next;
    free(now);
    now = next;
  }
  return sum;
}
