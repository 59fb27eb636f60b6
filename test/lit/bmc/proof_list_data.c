// RUN: %memterm --property-file %props/valid-memsafety.prp --timeout 30 %s | FileCheck %s
// RUN: sed -e 's/^#define STEP 3$/#define STEP 6/' %s > %t.c
// RUN: %memterm --property-file %props/valid-memsafety.prp --timeout 30 %t.c | FileCheck --check-prefix=BAD %s
// A list of at most four elements whose data decides the cleanup.  Every
// element's data is below 16 (3 * i for i < 4), so every one is freed:
// the loops are bounded, so the unrolling in proof mode explores every
// path to its end and proves it (the list invariants lose the data).
// With 6 * i the fourth element (18) is not freed: a leak, found and
// replayed, never proved.
// CHECK: Proof: bounded model checking explored every path of the program to its end
// CHECK: Result: true
// BAD: Result: false(valid-memtrack)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int data; };
#define STEP 3
int main(void) {
  struct node *head = NULL;
  int n = 0;
  while (n < 4 && __VERIFIER_nondet_int()) {
    struct node *x = malloc(sizeof *x);
    if (!x) abort();
    x->data = n * STEP;
    x->next = head;
    head = x;
    n++;
  }
  while (head) {
    struct node *next = head->next;
    if (head->data < 16) free(head);
    head = next;
  }
  return 0;
}
