// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// Appending through a tail pointer: the list from the head to the tail's
// element is a segment whose end is the tail element (named, kept
// concrete or as the list's last element).  A walk to the last element
// keeps the walked prefix as a segment, so freeing from the head afterwards
// is safe and leaves nothing.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int data; struct node *next; };

int main(void) {
  struct node *head = malloc(sizeof *head);
  if (!head) return 0;
  head->data = 0;
  head->next = NULL;
  struct node *tail = head;
  int n = 1;
  while (__VERIFIER_nondet_int() && n < 1000) {
    struct node *x = malloc(sizeof *x);
    if (!x) break;
    x->data = n++;
    x->next = NULL;
    tail->next = x;
    tail = x;
  }
  struct node *p = head;
  int len = 0;
  while (p->next) {
    p = p->next;
    len++;
  }
  p->data = len;
  while (head) {
    struct node *t = head->next;
    free(head);
    head = t;
  }
  return 0;
}
