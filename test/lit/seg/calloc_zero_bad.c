// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// calloc_zero.c with a memset that clears only the first field of b:
// b->name is garbage, its free is invalid.
// CHECK: {{^Result: false\(valid-free\)$}}
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
struct rec { struct rec *next; int *data; char *name; };
int main(void) {
  struct rec *a = calloc(1, sizeof *a);
  struct rec *b = malloc(sizeof *b);
  if (!a || !b) abort();
  memset(b, 0, sizeof(b->next));
  if (__VERIFIER_nondet_int()) a->data = malloc(sizeof(int));
  if (__VERIFIER_nondet_int()) b->name = malloc(4);
  free(a->data);
  free(a->name);
  free(b->data);
  free(b->name);
  if (a->next || b->next) *(volatile int *)0 = 1;
  free(a);
  free(b);
  return 0;
}
