// RUN: %memterm --timeout 60 --property memcleanup %s | FileCheck %s
// The look-alike that must fail: the last node is not freed (native:
// LeakSanitizer reports it).
// CHECK: {{^Result: false\(valid-memcleanup\)$}}
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
  while (h && h->next) {
    struct node *n = h->next;
    free(h);
    h = n;
  }
  return 0;
}
