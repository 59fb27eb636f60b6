// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/termination.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --stats --property-file %props/valid-memsafety.prp %s 2>&1 | FileCheck %s --check-prefix=STATS
// Calls through function pointers: a table of operations in a global, a
// callback passed as an argument, a pointer chosen by an input (the graph
// follows each function it may be) and one stored in a heap object.  Each
// callee writes inside the buffer it gets.  The unsafe variants
// (indirect_call_*.c) include this file with one mutation macro defined.
// CHECK: {{^Result: true$}}
// STATS: seg_indirect_calls {{ *[1-9]}}
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

static void fill_zero(char *b, int n) {
  for (int i = 0; i < n; i++) b[i] = 0;
}
static void fill_one(char *b, int n) {
#ifdef IC_OVERRUN
  for (int i = 0; i <= n; i++) b[i] = 1;
#else
  for (int i = 0; i < n; i++) b[i] = 1;
#endif
}
static void fill_first(char *b, int n) {
  if (n > 0) b[0] = 2;
}

struct ops { void (*fill)(char *, int); int (*pick)(int); };
static int pick_half(int n) { return n / 2; }
static const struct ops table[2] = {{fill_zero, pick_half}, {fill_first, pick_half}};

static void apply(void (*f)(char *, int), char *b, int n) { f(b, n); }

struct job { void (*run)(char *, int); char *buf; int n; };

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 64) return 0;
  char *b = malloc(n);
  if (!b) return 0;
  int k = __VERIFIER_nondet_int() ? 1 : 0;
  table[k].fill(b, table[k].pick(n) + 1);
  apply(fill_zero, b, n);
  void (*g)(char *, int) = __VERIFIER_nondet_int() ? fill_one : fill_first;
  g(b, n);
  struct job *j = malloc(sizeof *j);
  if (!j) {
    free(b);
    return 0;
  }
#ifdef IC_NULL_CALL
  j->run = __VERIFIER_nondet_int() ? fill_zero : 0;
#else
  j->run = __VERIFIER_nondet_int() ? fill_zero : fill_one;
#endif
  j->buf = b;
  j->n = n;
  j->run(j->buf, j->n);
#ifdef IC_CODE_READ
  char c = *(char *)j->run;
  (void)c;
#endif
  free(j);
  free(b);
  return 0;
}
