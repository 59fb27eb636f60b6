// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// nested.c, but an inner element is read after it was freed.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct inner { struct inner *next; int v; };
struct outer { struct outer *next; struct inner *in; };

int main(void) {
  struct outer *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct outer *o = malloc(sizeof *o);
    if (!o) abort();
    o->in = NULL;
    while (__VERIFIER_nondet_int()) {
      struct inner *i = malloc(sizeof *i);
      if (!i) abort();
      i->v = 1;
      i->next = o->in;
      o->in = i;
    }
    o->next = head;
    head = o;
  }
  int sum = 0;
  for (struct outer *p = head; p; p = p->next)
    for (struct inner *q = p->in; q; q = q->next) sum += q->v;
  while (head) {
    struct outer *n = head->next;
    struct inner *q = head->in;
    while (q) {
      struct inner *m = q->next;
      free(q);
      sum += q->v;
      q = m;
    }
    free(head);
    head = n;
  }
  return sum;
}
