// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// One pass of the kernel-style bubble sort over a circular doubly linked
// list around a global sentinel: the larger of two neighbours moves one
// place on (list_move after its successor), so the pass walks the list
// while it relinks it; then the list is freed.  The unsafe variants
// (bubble_pass_*.c) include this file with one mutation macro defined.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct link { struct link *next, *prev; };
struct node { int value; struct link l; };

static struct link all = {&all, &all};

static struct node *node_of(struct link *p) {
  return (struct node *)((char *)p - (unsigned long)&((struct node *)0)->l);
}

static void add_after(struct link *n, struct link *at) {
  n->next = at->next;
  n->prev = at;
  at->next->prev = n;
  at->next = n;
}

static void unlink_(struct link *n) {
  n->prev->next = n->next;
  n->next->prev = n->prev;
}

static int pass(void) {
  int changed = 0;
  struct link *pos0 = all.next, *pos1;
  if (pos0 == &all) return 0;
  while ((pos1 = pos0->next) != &all) {
    if (node_of(pos0)->value <= node_of(pos1)->value) {
      pos0 = pos1;
      continue;
    }
    changed = 1;
    unlink_(pos0);
    add_after(pos0, pos1);
  }
  return changed;
}

int main(void) {
  do {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->value = __VERIFIER_nondet_int();
    add_after(&n->l, &all);
  } while (__VERIFIER_nondet_int());
  pass();
  while (all.next != &all) {
    struct link *n = all.next;
    unlink_(n);
#ifdef BP_UAF
    free(node_of(n));
    n->next = 0;
#else
    free(node_of(n));
#endif
#ifdef BP_LEAK
    break;
#endif
  }
  return 0;
}
