// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/unreach-call.prp %s | FileCheck %s
// Used cells (used 1, val 42) pushed after free ones (0, 0): two fields
// constant in each phase.
// CHECK: holds 1; each element's field at offset 12 holds 42
// CHECK: {{^Result: true$}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct cell { struct cell *next; int used; int val; };
int main(void) {
  struct cell *head = NULL;
  /* free cells first (pushed first, so they end up at the back) */
  while (__VERIFIER_nondet_int()) {
    struct cell *c = malloc(sizeof *c);
    if (!c) abort();
    c->used = 0; c->val = 0; c->next = head; head = c;
  }
  while (__VERIFIER_nondet_int()) {
    struct cell *c = malloc(sizeof *c);
    if (!c) abort();
    c->used = 1; c->val = 42; c->next = head; head = c;
  }
#ifndef AP_COUNT
  /* every used cell has val 42 and comes before every free cell */
  struct cell *p = head;
  while (p && p->used) {
    if (p->val != 42) reach_error();
    p = p->next;
  }
  while (p) {
    if (p->used || p->val != 0) reach_error();
    p = p->next;
  }
#else
  /* wrong: at most three used cells */
  struct cell *p = head;
  int n = 0;
  while (p && p->used) { p = p->next; n++; }
  if (n > 3) reach_error();
#endif
  return 0;
}
