// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/&& KEEP_GOING/\&\& n++ < 100/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=ENDS
// The loop runs for ever when the first nondet value of each round is
// nonzero and the second zero (no node added): the state repeats.  Random
// inputs keep adding nodes (or stop), so no random run repeats a state;
// the periodic choice 1, 0, 1, 0, ... does.  With a bound on the rounds it
// always ends: never false.
// CHECK: {{^Non-termination: the whole program state at the loop head .* recurs}}
// CHECK: {{^  nondet inputs up to the repeat: 1,0(,1,0)*$}}
// CHECK: {{^Result: false\(termination\)$}}
// ENDS-NOT: Result: false
// ENDS: {{^Result: (true|unknown)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; };
#define KEEP_GOING 1
int main(void) {
  struct node *head = NULL;
  int n = 0;
  while (__VERIFIER_nondet_int() && KEEP_GOING) {
    if (__VERIFIER_nondet_int()) {
      struct node *e = malloc(sizeof *e);
      if (!e) break;
      e->next = head;
      head = e;
    }
  }
  while (head) {
    struct node *e = head->next;
    free(head);
    head = e;
  }
  return n;
}
