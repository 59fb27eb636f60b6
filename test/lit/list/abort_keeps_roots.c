// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// A check the graph cannot decide (the values of the elements) leads to
// abort() while the list is still referenced by the program: its C
// variables are in scope, so the memory is not leaked there.  The values
// live before the jump into a block that only ends the program stay bound,
// and the memtrack check at abort() sees the list.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int data; struct node *next; };

int main(void) {
  struct node *head = NULL;
  int n = 0;
  while (__VERIFIER_nondet_int() && n < 100) {
    struct node *x = malloc(sizeof *x);
    if (!x) abort();
    x->data = n++;
    x->next = head;
    head = x;
  }
  int i = n;
  for (struct node *p = head; p; p = p->next)
    if (p->data != --i) abort(); /* never taken */
  while (head) {
    struct node *t = head->next;
    free(head);
    head = t;
  }
  return 0;
}
