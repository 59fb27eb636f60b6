// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// The list's head lives in memory (its address goes to the append
// function), the list is built, appended to, checked and destroyed by
// functions.  Instance checks find the list from the head held in a stack
// cell that no loop changes; a list that is empty in a new state leaves
// its last element and second element to be chosen (existential), as the
// old state's equations say.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
typedef struct node { int data; struct node *next; } *SLL;

static SLL node_create(int data) {
  SLL t = malloc(sizeof *t);
  if (!t) abort();
  t->next = NULL;
  t->data = data;
  return t;
}

static SLL create(int len, int data) {
  SLL head = NULL;
  for (; len > 0; len--) {
    SLL nh = node_create(data);
    nh->next = head;
    head = nh;
  }
  return head;
}

static void append(SLL *head, int data) {
  SLL nl = node_create(data);
  if (!*head) {
    *head = nl;
  } else {
    SLL last = *head;
    while (last->next) last = last->next;
    last->next = nl;
  }
}

static void destroy(SLL head) {
  while (head) {
    SLL t = head->next;
    free(head);
    head = t;
  }
}

int main(void) {
  SLL s = create(__VERIFIER_nondet_int(), 1);
  append(&s, 1);
  int count = 0;
  for (SLL p = s; p; p = p->next) count += p->data;
  destroy(s);
  return count;
}
