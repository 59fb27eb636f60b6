// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// The payloads come later: the list is built with NULL payloads (a field
// that owns nothing yet), a walk gives some elements a fresh block, the
// list is freed with them.
// CHECK: {{^Result: true$}}
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
    if (head->data) head->data[3] = 0;
    free(head->data);
    free(head);
    head = n;
  }
  return 0;
}
