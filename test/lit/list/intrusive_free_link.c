// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The destructor frees the link pointer instead of the element's start:
// an invalid free (the link lies 8 bytes into the block).  Must not be
// proved; the replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-free\)$}}
#include <stddef.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct link { struct link *next; };
struct item { long v; struct link l; };

int main(void) {
  struct link *h = NULL;
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->v = 0;
    it->l.next = h;
    h = &it->l;
  }
  while (h) {
    struct link *n = h->next;
    free(h);
    h = n;
  }
  return 0;
}
