// RUN: %memterm --data-model ILP32 --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --data-model ILP32 --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// A doubly linked queue with a separate element count: rounds of pushes
// at the head and pops at the head (a pop of the only element frees it
// and empties both ends; a pop of an empty queue does nothing), then the
// queue is drained by the count alone, with no NULL check.  That needs
// count = length at every loop head, also after the list became empty:
// an emptied list leaves the graph with its length 0, which the count
// equals.  (32-bit data model: the count cannot wrap before the length,
// which the address space bounds to 2^32 / 12.)  The variants
// (count_queue_*.c) include this file with one mutation macro defined.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node { struct node *next; struct node *prev; int key; };

int main(void) {
  struct node *head = NULL, *tail = NULL;
  unsigned count = 0;
  for (int round = 0; round < 3 && __VERIFIER_nondet_int(); round++) {
    while (__VERIFIER_nondet_int()) {
      struct node *x = malloc(sizeof *x);
      if (!x) abort();
      x->key = __VERIFIER_nondet_int();
      x->prev = NULL;
      x->next = head;
      if (head) head->prev = x;
      else tail = x;
      head = x;
#ifdef CQ_OVER
      if (x->key == 7) count++; /* counted twice */
#endif
      count++;
    }
    while (__VERIFIER_nondet_int()) {
      if (!head) continue;
      if (head == tail) {
        free(head);
        head = tail = NULL;
      } else {
        struct node *n = head->next;
        n->prev = NULL;
        free(head);
        head = n;
      }
      if (count > 0) count--;
    }
  }
#ifdef CQ_LEAK
  while (count > 1) {
#else
  while (count > 0) {
#endif
    struct node *n = head->next;
    free(head);
    head = n;
    count--;
  }
  return 0;
}
