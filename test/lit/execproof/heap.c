// RUN: %memterm --timeout 60 --property memsafety %s | FileCheck %s
// RUN: %memterm --timeout 60 --property memcleanup %s | FileCheck %s
// A program without inputs that builds a list of 300 nodes, sums it and
// frees it: its only execution is checked access by access and ends with
// no block left.
// CHECK: Proof: the program has one execution
// CHECK: {{^Result: true$}}
#include <stdlib.h>
struct node { struct node *next; int v; };

int main(void) {
  struct node *h = NULL;
  for (int i = 0; i < 300; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n) return 0;
    n->v = i;
    n->next = h;
    h = n;
  }
  long s = 0;
  for (struct node *p = h; p; p = p->next) s += p->v;
  while (h) {
    struct node *n = h->next;
    free(h);
    h = n;
  }
  return s == 44850 ? 0 : 1;
}
