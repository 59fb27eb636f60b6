// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// Every element points to one shared data block; the head is held in a
// stack cell (its address is passed), a counter equals the length.  The
// data block is freed once with the first element, then the rest of the
// list through the counter.  shared_payload_twice.c frees it per element.
// CHECK: {{^Result: true$}}
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
    free(list);
    list = next;
    length--;
  }
  return 0;
}
