// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// A circular doubly linked list around a sentinel in a global (the
// kernel's LIST_HEAD), filled by list_add, then searched for its largest
// value with two cursors -- `pos` walks, `best` stays at the largest
// element seen so far, anywhere behind it -- and the element found is
// unlinked and freed before the rest is freed.  The search loop's states
// where `pos` is back at the global sentinel and where it is not are
// merged: the global keeps its cells.  The unsafe variants
// (global_seek_max_*.c) include this file with one mutation macro defined.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct link { struct link *next, *prev; };
struct node { int value; struct link l; };

static struct link all = {&all, &all};

static struct node *node_of(struct link *p) {
  return (struct node *)((char *)p - (unsigned long)&((struct node *)0)->l);
}

static void add(struct link *n, struct link *head) {
  n->next = head->next;
  n->prev = head;
  head->next->prev = n;
  head->next = n;
}

static void unlink_(struct link *n) {
  n->prev->next = n->next;
  n->next->prev = n->prev;
}

static struct link *seek_max(void) {
  if (all.next == &all) return NULL;
  struct link *best = all.next, *pos;
  int max = node_of(best)->value;
  for (pos = best->next; pos != &all; pos = pos->next) {
    int v = node_of(pos)->value;
    if (v < max) continue;
    best = pos;
    max = v;
  }
  return best;
}

int main(void) {
  do {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->value = __VERIFIER_nondet_int();
    add(&n->l, &all);
  } while (__VERIFIER_nondet_int());
  struct link *m = seek_max();
  if (m) {
    unlink_(m);
#ifndef GSM_LEAK
    free(node_of(m));
#endif
  }
  while (all.next != &all) {
    struct link *n = all.next;
    unlink_(n);
    free(node_of(n));
#ifdef GSM_UAF
    if (n->next == &all) break;
#endif
  }
  return 0;
}
