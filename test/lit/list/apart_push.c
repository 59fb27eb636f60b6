// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s
// Two phases of pushes onto a stack: the 9s end up before the 5s.
// CHECK: list from p.{{[0-9]+}} {{.*}}holds 9
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { struct node *next; int v; };
int main(void) {
  struct node *top = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->v = 5; n->next = top; top = n;
  }
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->v = 9; n->next = top; top = n;
  }
  struct node *p = top;
#ifndef AP_SWAP
  while (p && p->v == 9) p = p->next;
  while (p) {
    if (p->v != 5) reach_error();
#else
  while (p && p->v == 5) p = p->next;
  while (p) {
    if (p->v != 9) reach_error();
#endif
    p = p->next;
  }
  return 0;
}
