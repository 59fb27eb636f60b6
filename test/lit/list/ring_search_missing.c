// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// ring_search.c, but the wanted key may be n or more: the search goes
// round the ring for ever.
// CHECK-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(termination\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct cell { struct cell *next; int key; };

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000000) return 0;
  struct cell *first = malloc(sizeof *first);
  if (!first) return 0;
  first->key = 0;
  struct cell *last = first;
  for (int k = 1; k < n; k++) {
    struct cell *c = malloc(sizeof *c);
    if (!c) abort();
    c->key = k;
    last->next = c;
    last = c;
  }
  last->next = first;
  int want = __VERIFIER_nondet_int();
  if (want < 0) want = n;
  struct cell *p = first;
  while (p->key != want) p = p->next;
  int r = p == first;
  p = first->next;
  while (p != first) {
    struct cell *q = p->next;
    free(p);
    p = q;
  }
  free(first);
  return r;
}
