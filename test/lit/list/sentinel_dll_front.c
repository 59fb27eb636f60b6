// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// A circular doubly linked list with a global sentinel: elements inserted
// after the sentinel (list_add), then removed from the front one by one
// (the sentinel's next field moves on) until the list is empty again.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct list_head { struct list_head *next, *prev; };
struct item { struct list_head link; int v; };
static struct list_head gl = { &gl, &gl };

static void list_add(struct list_head *new, struct list_head *head) {
  struct list_head *next = head->next;
  next->prev = new;
  new->next = next;
  new->prev = head;
  head->next = new;
}

int main(void) {
  do {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->v = __VERIFIER_nondet_int();
    list_add(&it->link, &gl);
  } while (__VERIFIER_nondet_int());
  struct list_head *next;
  while ((next = gl.next) != &gl) {
    gl.next = next->next;
    free(next);
  }
  return 0;
}
