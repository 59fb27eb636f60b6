// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=INV
// Each element owns a zeroed 119-byte buffer: calloc gives it 14 NULL
// pointer cells, more than the constants an owned object used to keep.
// The constants that do not fit are forgotten (the buffer's pointer-sized
// words past the 16th); the object is owned all the same.
// CHECK: {{^Result: true$}}
// INV: each element's field at offset 8 owns a 119-byte block (line [[#]]) with @0 = 0, @8 = 0
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct item { struct item *next; char *buf; };

int main(void) {
  struct item *l = NULL;
  do {
    struct item *i = calloc(1, sizeof *i);
    if (!i) abort();
    i->buf = calloc(1, 119);
    if (!i->buf) abort();
    i->next = l;
    l = i;
  } while (__VERIFIER_nondet_int());
  for (struct item *p = l; p; p = p->next)
    p->buf[118] = 'x';
  do {
    free(l->buf);
    struct item *n = l->next;
    free(l);
    l = n;
  } while (l);
  return 0;
}
