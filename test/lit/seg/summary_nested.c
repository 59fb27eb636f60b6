// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// A store of shelves, each with boxes, each with tagged items: every level
// is built by a function whose loop calls the builder of the level below,
// and freed the same way.  Inlined, each builder's loop would be explored
// again in every abstract state of its callers' loops (a product over the
// levels); summarized, each function is explored once from an entry state
// that covers all its calls.  The unsafe variants (summary_nested_*.c)
// include this file with one mutation macro defined.
// CHECK: {{^Proof: .*\(functions with loops summarized\)$}}
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct item { struct item *next; char *tag; };
struct box { struct box *next; struct item *items; };
struct shelf { struct box *boxes; struct shelf *next; };

static void *alloc(size_t n) {
  void *p = malloc(n);
  if (!p) abort();
  return p;
}

static void add_item(struct item **at) {
  struct item *it = alloc(sizeof *it);
  it->tag = alloc(16);
  it->tag[0] = 'x';
  it->next = *at;
  *at = it;
}

static void add_box(struct box **at) {
  struct box *b = alloc(sizeof *b);
  b->items = NULL;
  do
    add_item(&b->items);
  while (__VERIFIER_nondet_int());
  b->next = *at;
  *at = b;
}

static void add_shelf(struct shelf **at) {
  struct shelf *s = alloc(sizeof *s);
  s->boxes = NULL;
  do
    add_box(&s->boxes);
  while (__VERIFIER_nondet_int());
  s->next = *at;
  *at = s;
}

static void free_items(struct item *it) {
  while (it) {
    struct item *next = it->next;
#ifndef SN_KEEP_TAG
    free(it->tag);
#endif
    free(it);
#ifdef SN_UAF
    next = it->next;
#endif
    it = next;
  }
}

static void free_boxes(struct box *b) {
  while (b) {
    struct box *next = b->next;
    free_items(b->items);
    free(b);
    b = next;
  }
}

int main(void) {
  struct shelf *store = NULL;
  do
    add_shelf(&store);
  while (__VERIFIER_nondet_int());
  while (store) {
    struct shelf *next = store->next;
    free_boxes(store->boxes);
    free(store);
    store = next;
  }
  return 0;
}
