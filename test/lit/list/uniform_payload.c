// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// Every element gets the same payload, and a walk checks it.  At the
// walk's loop head the list of the first state (all elements) and the
// empty rest of a later one merge: the empty side holds no element, so the
// payload facts (first = last = 7) still hold for the merged list.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
struct node { int data; struct node *next; };

int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->data = 7;
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
