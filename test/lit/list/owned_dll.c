// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 -v --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=INV
// A list of lists whose inner lists are doubly linked: each outer element
// owns a NULL-terminated doubly linked list of at least one item (prepended
// with the back links set, the first item's prev NULL).  The inner lists
// are walked forwards checking the back links, then freed with their owner.
// The unsafe variants (owned_dll_*.c) include this file with one mutation
// macro defined.
// CHECK: {{^Result: true$}}
// INV: each element's field at offset 8 owns a non-empty NULL-terminated doubly linked list of 16-byte elements (line {{[0-9]+}}, next at offset 0, prev at offset 8)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct item { struct item *next, *prev; };
struct outer { struct outer *next; struct item *items; };

static struct item *push(struct item *head) {
  struct item *it = malloc(sizeof *it);
  if (!it) abort();
  it->next = head;
  it->prev = NULL;
  if (head) head->prev = it;
  return it;
}

int main(void) {
  struct outer *os = NULL;
  while (__VERIFIER_nondet_int()) {
    struct outer *o = malloc(sizeof *o);
    if (!o) abort();
    o->items = NULL;
    do
      o->items = push(o->items);
    while (__VERIFIER_nondet_int());
    o->next = os;
    os = o;
  }
  for (struct outer *o = os; o; o = o->next)
    for (struct item *it = o->items; it->next; it = it->next)
      if (it->next->prev != it) abort();
  while (os) {
    struct outer *n = os->next;
    struct item *it = os->items;
    while (it) {
      struct item *nx = it->next;
      free(it);
#ifdef ODLL_UAF
      it->prev = NULL;
#endif
      it = nx;
    }
#ifdef ODLL_LEAK
    os->items = NULL;
    free(os);
    os = n;
    break;
#endif
    free(os);
    os = n;
  }
  return 0;
}
