// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// A doubly linked list of extents ends at a heap node `nil` (not NULL):
// an extent is one node, or two nodes when the first is marked WIDE (the
// second one is always NARROW).  So no node before `nil` is WIDE at the
// end of the list, which only the last element's field value says.  The
// list is walked (a WIDE node steps over its partner, checked to be
// NARROW) and freed the same way, two nodes at once after a WIDE one,
// then `nil`.  At the walks' loop heads the cursor stands inside the list
// in one state and at `nil` in the next: `nil` is no element of the lists
// (its prev field is its own), and the last element's mark is known only
// as "not WIDE" on one path and as NARROW on the other.  (valid-memcleanup
// is not proved: that the check never fails is a fact about consecutive
// elements.)  The variants (pair_runs_*.c) include this file with one
// mutation macro defined.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

enum mark { WIDE, NARROW, SPARE };
struct ext { struct ext *next; struct ext *prev; enum mark mark; int len; };

static struct ext *node_after(struct ext *at, struct ext *nil, enum mark m) {
  struct ext *e = malloc(sizeof *e);
  if (!e) abort();
  e->mark = m;
  e->len = 1;
  e->prev = at;
  e->next = nil;
  at->next = e;
  return e;
}

int main(void) {
  struct ext *nil = malloc(sizeof *nil);
  if (!nil) abort();
  nil->next = NULL;
  nil->prev = NULL;
  nil->mark = NARROW;
  struct ext *first = malloc(sizeof *first);
  if (!first) abort();
  first->next = nil;
  first->prev = nil;
  first->mark = NARROW;
  first->len = 0;
  struct ext *tail = first;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) {
      tail = node_after(tail, nil, NARROW);
    } else {
      tail = node_after(tail, nil, WIDE);
#ifndef PR_LONE_WIDE
      tail = node_after(tail, nil, NARROW);
#endif
    }
  }
  int total = 0;
  for (struct ext *p = first; p != nil; p = p->next) {
    if (p->mark == WIDE) {
      p = p->next;
      if (p == nil || p->mark != NARROW) abort(); /* a checked format */
      total += p->len;
    }
    total += p->len;
  }
  struct ext *cur = first;
  while (cur != nil) {
    if (cur->mark == WIDE) {
      struct ext *partner = cur->next;
      free(cur);
#ifndef PR_UAF
      cur = partner->next;
      free(partner);
#else
      free(partner);
      cur = partner->next;
#endif
    } else {
      struct ext *next = cur->next;
      free(cur);
      cur = next;
    }
  }
#ifndef PR_KEEP_NIL
  free(nil);
#endif
  return total < 0;
}
