// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// shared_payload.c, but the shared data block is freed with every
// element: a double free when the list has two elements or more.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-free\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct item { struct item *next; int *data; };

static void push(struct item **plist) {
  struct item *item = malloc(sizeof *item);
  if (!item) abort();
  item->next = *plist;
  item->data = item->next ? item->next->data : malloc(sizeof(int));
  *plist = item;
}

int main(void) {
  struct item *list = NULL;
  int length = 0;
  do {
    push(&list);
    length++;
  } while (__VERIFIER_nondet_int() && length < 1000);
  struct item *next = list->next;
  free(list->data);
  free(list);
  list = next;
  length--;
  while (length > 0) {
    next = list->next;
    free(list->data);
    free(list);
    list = next;
    length--;
  }
  return 0;
}
