// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --exec-budget 0 -v --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The caller drops its only pointer to a block, then calls a summarized
// function that may stop the program (abort when malloc fails): neither
// the graph with summaries nor the one that inlines the call proves
// memtrack (without concrete runs, which find the leak at once), and the
// replay confirms the leak.
// GRAPH: no proof from the graph with summaries ({{.*}}unreachable{{.*}})
// GRAPH: {{^Reason: no proof: .*valid-memtrack}}
// GRAPH-NOT: {{^Result: true$}}
// CHECK: {{^Result: false\(valid-memtrack\)$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct cell { struct cell *next; int v; };

static void fill(struct cell **at) {
  while (__VERIFIER_nondet_int()) {
    struct cell *c = malloc(sizeof *c);
    if (!c) abort();
    c->v = 1;
    c->next = *at;
    *at = c;
  }
}

int main(void) {
  char *scratch = malloc(8);
  if (scratch) scratch[0] = 0;
  scratch = NULL;
  struct cell *list = NULL;
  fill(&list);
  while (list) {
    struct cell *n = list->next;
    free(list);
    list = n;
  }
  return scratch != NULL;
}
