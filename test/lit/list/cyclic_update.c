// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// A cyclic list of any length: a cursor walks index steps from the head in
// a function called once per element, then the list is freed up to the
// head and the head last.  The instance check maps a cyclic list (its end
// is its start) onto the whole cycle of the new state, not onto an empty
// chain; freeing the head first drops the rest's list when it is provably
// empty (its start is the head: the elements of a list are disjoint from
// every block).
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
typedef struct node { struct node *next; int data; } *SLL;
static SLL node_create(int data) {
  SLL t = malloc(sizeof *t);
  if (!t) abort();
  t->next = NULL;
  t->data = data;
  return t;
}
static SLL circular_create(int len, int data) {
  SLL head = node_create(data);
  SLL last = head;
  while (len > 1) {
    SLL nh = node_create(data);
    nh->next = head;
    head = nh;
    len--;
  }
  last->next = head;
  return head;
}
static void circular_destroy(SLL head) {
  SLL p = head->next;
  while (p != head) {
    SLL q = p->next;
    free(p);
    p = q;
  }
  free(head);
}
static void update_at(SLL head, int data, int index) {
  while (index > 0) {
    head = head->next;
    index--;
  }
  head->data = data;
}
int main(void) {
  int len = __VERIFIER_nondet_int();
  SLL s = circular_create(len, 1);
  for (int i = 0; i < len; i++) update_at(s, i + len, i);
  circular_destroy(s);
  return 0;
}
