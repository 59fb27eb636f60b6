// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s --check-prefix=BUG
// uniform_payload.c, but the first element pushed (the last of the list)
// holds 8: the walk meets it at the end.
// GRAPH-NOT: {{^Result: true$}}
// BUG: {{^Result: false\(unreach-call\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
struct node { int data; struct node *next; };

int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->data = head ? 7 : 8;
    n->next = head;
    head = n;
  }
  while (head) {
    if (head->data != 7) reach_error();
    struct node *n = head->next;
    free(head);
    head = n;
  }
  return 0;
}
