// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: sed 's/LEN_STEP 0/LEN_STEP 1/' %s > %t.c
// RUN: %memterm --property-file %props/termination.prp %t.c | FileCheck %s --check-prefix=GROWS
// An infinite recursion over a cyclic list: len() is called again on the
// same element with the same memory while the first call has not returned
// (the stack only grew): the recursion repeats for ever.  No loop head
// repeats, so only the entry of the function can show it.  When each call
// writes into the element (the memory changes), no entry repeats: no
// false answer.
// CHECK: Non-termination: an infinite recursion: len is called
// CHECK: confirmed by a second run
// CHECK: {{^Result: false\(termination\)$}}
// GROWS-NOT: Result: false
#include <stdlib.h>
#define LEN_STEP 0
extern int __VERIFIER_nondet_int(void);
struct node { int v; struct node *next; };

static int len(struct node *p) {
  if (!p) return 0;
  p->v += LEN_STEP;
  return 1 + len(p->next);
}

int main(void) {
  struct node *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  if (!a || !b) return 0;
  a->v = b->v = 0;
  a->next = b;
  b->next = __VERIFIER_nondet_int() ? a : NULL; /* cyclic when nondet != 0 */
  int n = len(a);
  free(a);
  free(b);
  return n;
}
