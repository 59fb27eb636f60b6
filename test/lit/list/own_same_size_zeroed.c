// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// Each element owns a zeroed 16-byte buffer, as large as an element and
// untyped: along offset 8 an element and its buffer look like a chain
// of two, but the loop prepends along offset 0.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct item { struct item *next; char *buf; };

int main(void) {
  struct item *l = NULL;
  do {
    struct item *i = calloc(1, sizeof *i);
    if (!i) abort();
    i->buf = calloc(1, 16);
    if (!i->buf) abort();
    i->next = l;
    l = i;
  } while (__VERIFIER_nondet_int());
  do {
    free(l->buf);
    struct item *n = l->next;
    free(l);
    l = n;
  } while (l);
  return 0;
}
