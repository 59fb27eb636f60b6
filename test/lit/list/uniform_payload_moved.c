// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s --check-prefix=BUG
// Every element holds the value of k when it was pushed, and k changes
// between the pushes: a walk that expects the final k in every element
// meets an older one.  (A merged list's payload may equal a program value
// in one state only; that is no fact of the merge.)
// GRAPH-NOT: {{^Result: true$}}
// BUG: {{^Result: false\(unreach-call\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
struct node { int data; struct node *next; };

int main(void) {
  struct node *head = NULL;
  int k = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    k++;
    n->data = k;
    n->next = head;
    head = n;
  }
  struct node *p = head;
  while (p) {
    if (p->data != k) reach_error();
    p = p->next;
  }
  while (head) {
    struct node *n = head->next;
    free(head);
    head = n;
  }
  return 0;
}
