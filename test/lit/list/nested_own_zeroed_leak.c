// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// Three levels built by helpers that insert at the head through a
// pointer to the list (as the nested-list benchmarks do): outer items
// own a non-empty inner list whose elements own a zeroed buffer; the
// inner destructor forgets the buffers: never true.
// CHECK-NOT: {{^Result: true$}}
// CHECK: {{^Result: }}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct in { struct in *next; char *buf; };
struct out { struct in *down; struct out *next; };
static void *zalloc(unsigned size) {
  void *p = calloc(1, size);
  if (p) return p;
  abort();
}
static void in_insert(struct in **list) {
  struct in *i = zalloc(sizeof *i);
  i->buf = zalloc(100U);
  i->next = *list;
  *list = i;
}
static void out_insert(struct out **list) {
  struct out *o = zalloc(sizeof *o);
  do in_insert(&o->down); while (__VERIFIER_nondet_int());
  o->next = *list;
  *list = o;
}
static void in_destroy(struct in *l) {
  do {
    struct in *n = l->next;
    free(l);
    l = n;
  } while (l);
}
int main(void) {
  struct out *list = NULL;
  do out_insert(&list); while (__VERIFIER_nondet_int());
  do {
    in_destroy(list->down);
    struct out *n = list->next;
    free(list);
    list = n;
  } while (list);
  return 0;
}
