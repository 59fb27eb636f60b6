// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// A list of any length gets one more element at its end (a walk to the
// last element), a cursor walks it to NULL while the head stays alive,
// then it is freed from the head.  At the cursor's loop head the walked
// prefix is a segment from the head to the cursor: in the first state the
// cursor is the head (an empty segment), in the next one it names the last
// element -- a cut point, not the end of the head's list.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
typedef struct node { int data; struct node *next; } *SLL;

int main(void) {
  SLL s = NULL;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) {
    SLL x = malloc(sizeof *x);
    if (!x) abort();
    x->next = s;
    x->data = 1;
    s = x;
  }
  SLL nl = malloc(sizeof *nl);
  if (!nl) abort();
  nl->next = NULL;
  if (!s) {
    s = nl;
  } else {
    SLL last = s;
    while (last->next) last = last->next;
    last->next = nl;
  }
  int count = 0;
  for (SLL p = s; p; p = p->next) count++;
  while (s) {
    SLL t = s->next;
    free(s);
    s = t;
  }
  return count > 0 ? 0 : 1;
}
