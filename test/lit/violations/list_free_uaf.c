// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// The classic list-freeing bug: reading n->next after free(n).
#include <stdlib.h>

struct node { int v; struct node *next; };

int main(void) {
  struct node *head = NULL;
  for (int i = 0; i < 3; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n) return 1;
    n->v = i;
    n->next = head;
    head = n;
  }
  for (struct node *n = head; n;) {
    free(n);
    // CHECK: memterm: run: violation valid-deref at {{.*}}list_free_uaf.c:[[@LINE+1]]:{{[0-9]+}} in main:
    n = n->next;
  }
  return 0;
}
