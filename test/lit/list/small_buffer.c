// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 -v --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=INV
// A list of buffers with small-buffer storage: each element's `data`
// points either into the element (its 8-byte inline array) or to a
// separate 32-byte block; the cleanup frees the separate ones only.  The
// list owns the blocks, and an element whose field points into itself
// owns nothing through it.  The unsafe variants (small_buffer_*.c)
// include this file with one mutation macro defined.
// CHECK: {{^Result: true$}}
// INV: each element's field at offset 8 points to the element's offset 20 or owns a 32-byte block (line {{[0-9]+}})
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct buf {
  struct buf *next;
  char *data;
  int cap;
  char inline_[8];
};

int main(void) {
  struct buf *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct buf *b = malloc(sizeof *b);
    if (!b) abort();
    if (__VERIFIER_nondet_int()) {
      b->data = malloc(32);
      if (!b->data) abort();
      b->cap = 32;
    } else {
      b->data = b->inline_;
      b->cap = 8;
    }
    b->next = head;
    head = b;
  }
  for (struct buf *p = head; p; p = p->next) {
#ifdef SB_OVERRUN
    p->data[15] = 1; /* past the inline array */
#else
    p->data[0] = 1;
    p->data[7] = 1;
#endif
  }
  while (head) {
    struct buf *n = head->next;
#if defined(SB_FREE_ALL)
    free(head->data);
#elif !defined(SB_LEAK)
    if (head->data != head->inline_) free(head->data);
#endif
    free(head);
    head = n;
  }
  return 0;
}
