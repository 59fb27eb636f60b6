// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=CEX
// Each element may own a node of its own type (through `inner`, whose
// next and inner are NULL).  The chain along `inner` from the head (an
// element and the node it owns) is as long as two elements; the list is
// the one along `next`, which the loop prepends to: it must not be
// merged along `inner` first.  The owned nodes are never freed here.
// CHECK-NOT: {{^Result: true$}}
// CHECK: {{^Result: }}
// CEX: {{^Result: false\(valid-memtrack\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
typedef struct T { struct T *next; struct T *inner; } T;

int main(void) {
  T *list = NULL;
  while (__VERIFIER_nondet_int()) {
    T *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = list;
    if (__VERIFIER_nondet_int()) {
      n->inner = NULL;
    } else {
      n->inner = malloc(sizeof(T));
      if (!n->inner) abort();
      n->inner->next = NULL;
      n->inner->inner = NULL;
    }
    list = n;
  }
  for (T *e = list; e; e = e->next)
    if (e->inner && e->inner->next) abort();
  while (list) {
    T *nx = list->next;
    free(list);
    list = nx;
  }
  return 0;
}
