// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// Removal through a pointer to the link to update (struct node **pp):
// pp starts at the list's head variable and then points at the next field
// of the element before the one looked at (not at its start).  The loop
// head keeps its states apart by where pp points (the head variable on
// the stack, or an element on the heap), and a merge keeps the element pp
// points into apart from the lists before and after it.  Removals repeat
// any number of times.  The variants
// (remove_pp_*.c) include this file with one mutation macro defined.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node { int key; struct node *next; };

static void remove_key(struct node **head, int key) {
  struct node **pp = head;
  while (*pp) {
    if ((*pp)->key == key) {
      struct node *victim = *pp;
#ifndef RP_DANGLING
      *pp = victim->next;
#endif
#ifndef RP_LEAK
      free(victim);
#endif
      return;
    }
    pp = &(*pp)->next;
  }
}

int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->key = __VERIFIER_nondet_int();
    n->next = head;
    head = n;
  }
  while (__VERIFIER_nondet_int()) remove_key(&head, __VERIFIER_nondet_int());
  while (head) {
    struct node *n = head->next;
    free(head);
    head = n;
  }
  return 0;
}
