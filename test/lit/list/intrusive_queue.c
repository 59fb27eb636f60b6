// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// A FIFO queue on the kernel's lists: a global sentinel, jobs appended at
// the tail and taken from the head (list_del) in any interleaving, the rest
// drained at the end.  The queue empties and fills again: the empty list's
// back pointer is the sentinel in both states merged.
// CHECK: {{^Result: true$}}
#include <stddef.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct list_head { struct list_head *next, *prev; };
struct job { int id; struct list_head node; };
#define list_entry(p, T, m) ((T *)((char *)(p) - offsetof(T, m)))
static void list_add_tail(struct list_head *new, struct list_head *head) {
  struct list_head *prev = head->prev;
  head->prev = new; new->next = head; new->prev = prev; prev->next = new;
}
static void list_del(struct list_head *e) {
  e->next->prev = e->prev; e->prev->next = e->next;
}
static struct list_head queue = { &queue, &queue };
int main(void) {
  int id = 0;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) {
      struct job *j = malloc(sizeof *j);
      if (!j) abort();
      j->id = id++;
      list_add_tail(&j->node, &queue);
    } else if (queue.next != &queue) {
      struct job *j = list_entry(queue.next, struct job, node);
      list_del(&j->node);
      free(j);
    }
  }
  while (queue.next != &queue) {
    struct job *j = list_entry(queue.next, struct job, node);
    list_del(&j->node);
    free(j);
  }
  return 0;
}
