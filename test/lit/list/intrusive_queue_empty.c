// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The queue of intrusive_queue.c, but a job is taken without checking that
// the queue is not empty: then the "job" is the sentinel minus the member
// offset, and freeing it is an invalid free.  Must not be proved; the
// replay confirms it.
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-free\)$}}
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
    } else {
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
