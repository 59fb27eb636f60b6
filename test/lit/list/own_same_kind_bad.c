// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// Each element may own one more item of its own type (sub: NULL or an
// item whose links are NULL); the inner loop reads the key of the item after the
// sub item, which does not exist.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct item { struct item *next; int key; struct item *sub; };

int main(void) {
  struct item *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->key = 1;
    it->sub = NULL;
    if (__VERIFIER_nondet_int()) {
      struct item *s = malloc(sizeof *s);
      if (!s) abort();
      s->next = NULL;
      s->sub = NULL;
      s->key = 2;
      it->sub = s;
    }
    it->next = head;
    head = it;
  }
  int total = 0;
  for (struct item *it = head; it; it = it->next)
    for (struct item *s = it->sub; s; s = s->sub) total += s->sub->key;
  while (head) {
    struct item *n = head->next;
    free(head->sub);
    free(head);
    head = n;
  }
  return total;
}
