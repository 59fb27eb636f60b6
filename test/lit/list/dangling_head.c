// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=SAFE
// A function frees the list while the caller's variable still holds the
// freed head.  At the free loop's head the merge must give the list to the
// cursor (a list in both states), not to the dangling head (a list in the
// first state only).  dangling_head_uaf.c reads through the dangling head.
// SAFE: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
typedef struct node { int data; struct node *next; } *SLL;

static void destroy(SLL head) {
  while (head) {
    SLL t = head->next;
    free(head);
    head = t;
  }
}

int main(void) {
  SLL s = NULL;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) {
    SLL x = malloc(sizeof *x);
    if (!x) abort();
    x->data = i;
    x->next = s;
    s = x;
  }
  SLL *ps = &s;
  destroy(*ps);
  return 0;
}
