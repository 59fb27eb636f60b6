// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// Records prepended to a list, each with an array of its own whose size
// the record stores (cap); the array is filled in a loop before the record
// is linked.  At that loop's head the records already in the list own
// arrays of the same kind: those are the list's (an owned field), the new
// record's array is not, and the loop bound is the stored constant.  A
// walk then writes the last slot of every array through the stored size.
// The variants (payload_filled_*.c) include this file with one mutation
// macro defined.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct rec { struct rec *next; short *slots; int cap; char tag; };

int main(void) {
  struct rec *list = NULL;
  while (__VERIFIER_nondet_int()) {
    struct rec *r = malloc(sizeof *r);
    if (!r) abort();
    r->cap = 6;
    r->tag = 'r';
    r->slots = malloc(r->cap * sizeof *r->slots);
    if (!r->slots) abort();
    for (int k = 0; k < r->cap; k++) r->slots[k] = (short)k;
    r->next = list;
    list = r;
  }
  for (struct rec *p = list; p; p = p->next) {
#ifdef PF_OVER
    p->slots[p->cap] = 1;
#else
    p->slots[p->cap - 1] = 1;
#endif
  }
  while (list) {
    struct rec *n = list->next;
#ifndef PF_LEAK
    free(list->slots);
#endif
    free(list);
    list = n;
  }
  return 0;
}
