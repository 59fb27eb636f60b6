// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// nested_lists.c with inner lists that may be empty (a while loop instead
// of the do-while): the destructor reads the payload of NULL.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
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
  while (__VERIFIER_nondet_int()) inner_insert(&item->down);
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
