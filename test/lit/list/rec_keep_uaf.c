// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=BUG
// rec_build_destroy.c, but the caller keeps a pointer to the second
// element, which the recursive destroy frees: the callee's footprint holds
// that element, so the caller's pointer must not survive the call as valid.
// GRAPH-NOT: {{^Result: true$}}
// BUG: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int val; struct node *next; };

static struct node *build(int n) {
  if (n <= 0) return NULL;
  struct node *h = malloc(sizeof *h);
  if (!h) abort();
  h->val = n;
  h->next = build(n - 1);
  return h;
}

static void destroy(struct node *l) {
  if (!l) return;
  destroy(l->next);
  free(l);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 1000 || n < 2) return 0;
  struct node *l = build(n);
  struct node *p = l->next;
  destroy(l);
  return p->val;
}
