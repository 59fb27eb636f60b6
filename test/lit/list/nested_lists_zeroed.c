// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// A list of lists from zeroed memory (malloc + memset in a helper that
// returns void *): outer items link at offset 8 and own their inner list
// at offset 0, inner elements link at offset 0 and own an int at offset 8.
// The outer item is untyped where the merges first meet it: the type of
// the pointer the function accesses it by types the block when the
// helper returns.  An outer item whose inner list the destructor is
// walking stays apart from the outer list (its field holds no object the
// list owns).
// CHECK: {{^Result: true$}}
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
    free(list->data);
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
