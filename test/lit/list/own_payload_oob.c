// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// own_payload_late.c, but the payload is written one int past its end:
// the objects' size is part of what the list owns.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-deref\)$}}
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
  for (struct node *p = head; p; p = p->next)
    if (__VERIFIER_nondet_int()) {
      p->data = malloc(4 * sizeof(int));
      if (!p->data) abort();
      p->data[0] = 1;
    }
  while (head) {
    struct node *n = head->next;
    if (head->data) head->data[4] = 0;
    free(head->data);
    free(head);
    head = n;
  }
  return 0;
}
