// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// A list of lists: every outer item owns a non-empty inner list (built by
// a do-while), every inner element owns an int.  Outer items and inner
// elements have the same size and a pointer at the same offset (down of
// struct outer, payload of struct inner): only their struct types keep
// the outer item out of the inner list.  The destructors free an inner
// list without a NULL check, which is safe only because the inner lists
// are never empty.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct inner { struct inner *next; int *payload; };
struct outer { struct outer *next; struct inner *down; };
static void inner_insert(struct inner **list) {
  struct inner *item = malloc(sizeof *item);
  if (!item) abort();
  item->payload = malloc(sizeof(int));
  item->next = *list;
  *list = item;
}
static void outer_insert(struct outer **list) {
  struct outer *item = malloc(sizeof *item);
  if (!item) abort();
  item->down = NULL;
  do inner_insert(&item->down); while (__VERIFIER_nondet_int());
  item->next = *list;
  *list = item;
}
static void inner_destroy(struct inner *list) {
  do {
    free(list->payload);
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
