// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// nested_lists_zeroed.c whose inner destructor forgets the ints the inner
// elements own: they become unreachable.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
struct inner { struct inner *next; int *data; };
struct outer { struct inner *down; struct outer *next; };
static void *zalloc(unsigned size) {
  void *p = malloc(size);
  if (!p) abort();
  return memset(p, 0, size);
}
static void inner_insert(struct inner **list) {
  struct inner *item = zalloc(sizeof *item);
  item->data = zalloc(sizeof(int));
  item->next = *list;
  *list = item;
}
static void outer_insert(struct outer **list) {
  struct outer *item = zalloc(sizeof *item);
  do inner_insert(&item->down); while (__VERIFIER_nondet_int());
  item->next = *list;
  *list = item;
}
static void inner_destroy(struct inner *list) {
  do {
    struct inner *next = list->next;
    free(list);
    list = next;
  } while (list);
}
int main(void) {
  struct outer *list = NULL;
  do outer_insert(&list); while (__VERIFIER_nondet_int());
  do {
    inner_destroy(list->down);
    struct outer *next = list->next;
    free(list);
    list = next;
  } while (list);
  return 0;
}
