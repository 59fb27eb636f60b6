// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// Each element owns a zeroed block of 20 pointers: the first 16 NULL
// cells are kept in the owned object, the last 4 forgotten.  Reading
// the 20th slot and dereferencing it is then not provably safe (it is
// NULL in every run, so the answer must not be true).
// CHECK-NOT: {{^Result: true$}}
// CHECK: {{^Result: }}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct item { struct item *next; int **slots; };

int main(void) {
  struct item *l = NULL;
  do {
    struct item *i = calloc(1, sizeof *i);
    if (!i) abort();
    i->slots = calloc(20, sizeof(int *));
    if (!i->slots) abort();
    i->next = l;
    l = i;
  } while (__VERIFIER_nondet_int());
  int s = 0;
  for (struct item *p = l; p; p = p->next)
    s += *p->slots[19];
  return s;
}
