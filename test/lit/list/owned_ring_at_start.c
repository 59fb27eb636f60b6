// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 -v --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=INV
// Buckets in a doubly linked list appended at the tail, each owning a
// ring around a sentinel node at its start (the bucket's address is the
// sentinel's): nodes added before the sentinel (at the ring's tail), then
// every ring freed from the sentinel's next on, then the bucket.  The
// rings' target and back pointer are the bucket's own address: they do not
// make the bucket a named element of the buckets' list.
// CHECK: {{^Result: true$}}
// INV: list from head.0 {{.*}}each element's field at offset 0 owns a circular doubly linked list around a sentinel there
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next, *prev; long val; };
struct bucket { struct node ring; struct bucket *next, *prev; };

int main(void) {
  struct bucket *head = NULL, *tail = NULL;
  while (__VERIFIER_nondet_int()) {
    struct bucket *b = malloc(sizeof *b);
    if (!b) abort();
    b->next = NULL;
    b->prev = tail;
    b->ring.next = &b->ring;
    b->ring.prev = &b->ring;
    b->ring.val = -1;
    while (__VERIFIER_nondet_int()) {
      struct node *e = malloc(sizeof *e);
      if (!e) abort();
      e->val = 3;
      e->prev = b->ring.prev;
      e->next = &b->ring;
      b->ring.prev->next = e;
      b->ring.prev = e;
    }
    if (tail) tail->next = b;
    else head = b;
    tail = b;
  }
  while (head) {
    struct bucket *b = head;
    head = head->next;
    struct node *e = b->ring.next;
    while (e != &b->ring) {
      struct node *d = e;
      e = e->next;
      free(d);
    }
    free(b);
  }
  return 0;
}
