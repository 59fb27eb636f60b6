// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/termination.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 -v --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=INV
// As intrusive_sentinel.c with the kernel's own list_entry: the member's
// offset as the address of the member of a struct at address 0, cast to
// unsigned long -- a constant expression "0 - ptrtoint (gep null, 0, k)"
// that the graph evaluates to -k (not an unknown offset).
// CHECK: {{^Result: true$}}
// INV: links point to offset 8 (intrusive)
#include <stddef.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct list_head { struct list_head *next, *prev; };
struct item { long value; struct list_head link; int tag; };
#define list_entry(p, T, m) ((T *)((char *)(p) - (unsigned long)(&((T *)0)->m)))

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
  struct item *now = list_entry(head.next, struct item, link);
  while (&now->link != &head) {
    struct item *next = list_entry(now->link.next, struct item, link);
    sum += now->value + now->tag;
    free(now);
    now = next;
  }
  return sum < 0;
}
