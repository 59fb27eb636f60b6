// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --stats --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=STATS
// Recursion through memory: a list built, measured and freed by recursive
// functions.  Each call is verified once for a summary of the heap its
// arguments reach (a list of any length); the caller keeps the rest of its
// heap and continues from the callee's return summary.
// CHECK: {{^Result: true$}}
// STATS: seg_summary_uses{{.*}} {{[1-9]}}
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

static int length(struct node *l) { return l ? 1 + length(l->next) : 0; }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 1000) return 0;
  struct node *l = build(n);
  int k = length(l);
  destroy(l);
  return k;
}
