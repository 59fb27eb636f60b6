// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck %s
// RUN: %memterm --property-file %props/valid-memsafety.prp %s | FileCheck %s
// The 1s of a phased list are freed from the front; a 2 or the 3 comes next.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { int tag; struct node *next; };
int main(void) {
  struct node *head = malloc(sizeof *head);
  if (!head) return 0;
  struct node *p = head;
  while (__VERIFIER_nondet_int()) {
    p->tag = 1;
    p->next = malloc(sizeof *p);
    if (!p->next) abort();
    p = p->next;
  }
  while (__VERIFIER_nondet_int()) {
    p->tag = 2;
    p->next = malloc(sizeof *p);
    if (!p->next) abort();
    p = p->next;
  }
  p->tag = 3;
  p->next = NULL;
  /* free the 1s, then check that a 2 or the 3 comes next */
  while (head->tag == 1) {
    p = head->next;
    free(head);
    head = p;
  }
#ifndef AP_PAST_END
  if (head->tag != 2 && head->tag != 3) reach_error();
  while (head) {
    p = head->next;
    free(head);
    head = p;
  }
#else
  /* wrong: frees the 2s, then reads the successor of the 3, NULL */
  while (head->tag == 2) {
    p = head->next;
    free(head);
    head = p;
  }
  p = head->next;
  int t = p->tag;
  free(head);
  return t;
#endif
  return 0;
}
