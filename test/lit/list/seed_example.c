// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=SAFE
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s --check-prefix=SAFE
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s --check-prefix=TERM
// The running example of seed 004: a loop prepends n elements, a second one
// walks the list by pointer arithmetic (offsetof of the next field), a third
// frees it element by element.  Without list invariants the graph merges
// lists of different lengths and loses the elements; with them the length
// is part of the state and decreases in the walk.
// SAFE: Proof: complete symbolic execution graph without error states
// SAFE: {{^Result: true$}}
// TERM: ranking function: list{{[0-9]+}}.len
// TERM: {{^Result: true$}}
#include <stddef.h>
#include <stdlib.h>
extern unsigned int __VERIFIER_nondet_uint(void);
struct list { unsigned int value; struct list *next; };

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  struct list *tail = NULL;
  for (unsigned int k = 0; k < n; k++) {
    struct list *curr = malloc(sizeof(struct list));
    if (!curr) abort();
    curr->value = __VERIFIER_nondet_uint();
    curr->next = tail;
    tail = curr;
  }
  struct list *ptr = tail;
  while (ptr != NULL)
    ptr = *(struct list **)((char *)ptr + offsetof(struct list, next));
  while (tail != NULL) {
    struct list *next = tail->next;
    free(tail);
    tail = next;
  }
  return 0;
}
