// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// One element of a list of zeros is marked at a position the input
// chooses (or a marked element is put in front); a walk looks for the
// first mark and a second walk checks that no other element is marked.
// The marked element stays apart from the lists of zeros before and after
// it through both walks' merges (the first walk's cursor reaches it in one
// state and stands before it in the other; the walk from the head up to
// the cursor stops at the cursor's element).
// GRAPH: {{^Result: true$}}
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { struct node *next; int mark; };
int main(void) {
  struct node *head = malloc(sizeof *head);
  if (!head) return 0;
  head->next = NULL;
  head->mark = 0;
  struct node *x = head;
  while (__VERIFIER_nondet_int()) {
    x->next = malloc(sizeof *x);
    if (!x->next) abort();
    x = x->next;
    x->mark = 0;
    x->next = NULL;
  }
#ifndef MK_NO_FRONT
  if (__VERIFIER_nondet_int()) {
    x = malloc(sizeof *x);
    if (!x) abort();
    x->mark = 1;
    x->next = head;
    head = x;
  } else
#endif
  {
    x = head;
    while (x->next) {
      if (__VERIFIER_nondet_int()) break;
      x = x->next;
    }
#ifdef MK_MAYBE
    if (__VERIFIER_nondet_int())
#endif
    x->mark = 1;
#ifdef MK_TWO
    if (x->next) x->next->mark = 1;
#endif
  }
  x = head;
  while (x->mark != 1) x = x->next;
#ifndef MK_FROM_MARK
  x = x->next;
#endif
  while (x) {
    if (x->mark == 1) reach_error();
    x = x->next;
  }
  while (head) {
    x = head->next;
    free(head);
    head = x;
  }
  return 0;
}
