// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// An intrusive NULL-terminated list: the next pointers point to a link
// member in the middle of each element; the head is a link pointer too.
// The elements are freed through their start (the link minus its offset).
// CHECK: {{^Result: true$}}
#include <stddef.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct link { struct link *next; };
struct item { int v; int w; struct link l; int tail; };
#define entry(p) ((struct item *)((char *)(p) - offsetof(struct item, l)))

int main(void) {
  struct link *h = NULL;
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->v = 0;
    it->tail = 7;
    it->l.next = h;
    h = &it->l;
  }
  while (h) {
    struct link *n = h->next;
    entry(h)->w = entry(h)->tail;
    free(entry(h));
    h = n;
  }
  return 0;
}
