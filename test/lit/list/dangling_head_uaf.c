// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=BUG
// dangling_head.c, then a read through the dangling head: a use after
// free that must not be proved.
// GRAPH-NOT: {{^Result: true$}}
// BUG: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
typedef struct node { int data; struct node *next; } *SLL;

static void destroy(SLL head) {
  while (head) {
    SLL t = head->next;
    free(head);
    head = t;
  }
}

int main(void) {
  SLL s = NULL;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) {
    SLL x = malloc(sizeof *x);
    if (!x) abort();
    x->data = i;
    x->next = s;
    s = x;
  }
  SLL *ps = &s;
  destroy(*ps);
  if (s) return s->data;
  return 0;
}
