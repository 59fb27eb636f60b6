// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// own_payload_late.c, but the walk gives every element the same block:
// with two elements or more, the second free of it is invalid.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-free\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int *data; };

int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->data = NULL;
    n->next = head;
    head = n;
  }
  int *shared = malloc(4 * sizeof(int));
  if (!shared) abort();
  if (!head) {
    free(shared);
    return 0;
  }
  for (struct node *p = head; p; p = p->next)
    p->data = shared;
  while (head) {
    struct node *n = head->next;
    free(head->data);
    free(head);
    head = n;
  }
  return 0;
}
