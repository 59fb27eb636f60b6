// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// own_payload.c, but an element may share the payload of the one after it: freed twice.  A shared object is owned by no element.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-free\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct in { struct in *a; int v; };
struct node { struct node *next; struct in *pay; };

int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    if (__VERIFIER_nondet_int()) {
      n->pay = head ? head->pay : NULL;
    } else {
      n->pay = malloc(sizeof *n->pay);
      if (!n->pay) abort();
      n->pay->a = NULL;
      n->pay->v = 3;
    }
    n->next = head;
    head = n;
  }
  int sum = 0;
  for (struct node *p = head; p; p = p->next)
    if (p->pay && !p->pay->a) sum += p->pay->v;
  while (head) {
    struct node *n = head->next;
    free(head->pay);
    free(head);
    head = n;
  }
  return sum;
}
