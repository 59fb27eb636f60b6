// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// A list whose items may own a tag (NULL or a block of their own); a walk
// visits every item and, in an inner loop, the chain of its tag (of length
// 0 or 1: a tag's `more` is NULL).  At the inner loop head the cursor is
// NULL or the item's tag, which the item's field points to as well: a merge
// of the two would keep only the range between them, so the loop head keeps
// the two apart.  The variants (optional_tag_*.c) include this file with
// one mutation macro defined.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct tag { struct tag *more; int w; };
struct item { int v; struct tag *tag; struct item *next; };

int main(void) {
  struct item *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->v = __VERIFIER_nondet_int();
    it->tag = NULL;
    if (__VERIFIER_nondet_int()) {
      it->tag = malloc(sizeof *it->tag);
      if (!it->tag) abort();
      it->tag->more = NULL;
      it->tag->w = it->v;
    }
    it->next = head;
    head = it;
  }
  int sum = 0;
  for (struct item *p = head; p; p = p->next) {
    int depth = 0;
    for (struct tag *t = p->tag; t; t = t->more) {
      sum += t->w & 1;
      depth++;
#ifdef OT_DEEP
      t = t->more->more;
#endif
    }
    if (depth > 1) sum = -1;
  }
  while (head) {
    struct item *n = head->next;
#ifndef OT_LEAK
    if (head->tag) free(head->tag);
#else
    if (head->tag && head->v > 0) free(head->tag);
#endif
#ifdef OT_UAF
    if (head->tag) sum += head->tag->w;
#endif
    free(head);
    head = n;
  }
  return sum == -1;
}
