// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=INV
// Each element owns an optional payload: NULL, or a block only its field
// points to.  The list invariant's payload field owns those objects
// (NULL or a 16-byte block with a = NULL, v = 3); a walk reads them
// through the element, the list is freed with its payloads.
// CHECK: {{^Result: true$}}
// INV: each element's field at offset 8 owns NULL or a 16-byte block (line [[#]]) with @0 = 0, @8 = 3
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
      n->pay = NULL;
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
