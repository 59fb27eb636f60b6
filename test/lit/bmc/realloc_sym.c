// RUN: %memterm --property unreach-call --timeout 60 --seg-max-states 5 --seg-unroll 0 %s | FileCheck %s
// RUN: %memterm --property memsafety --timeout 60 --seg-max-states 5 --seg-unroll 0 %s | FileCheck %s
// RUN: sed -e 's/if (i == cap) {/if (i == cap + 1) {/' %s > %t.c
// RUN: %memterm --property memsafety --bmc-only --timeout 60 %t.c | FileCheck --check-prefix=BAD %s
// realloc of a block whose size only the solver knows (a nondet first
// capacity): the bounded model checker moves the old contents byte by
// byte up to the largest size the path allows, so the values written
// before each move are read back after it (unreach-call) and every access
// is in bounds (memsafety): every path ends, the unrolling proves both
// (the graph is kept out by --seg-max-states 5).  Growing one element too
// late writes past the block: found and replayed (natively, ASan reports
// a heap-buffer-overflow with the same inputs 1,3).
// CHECK: Proof: bounded model checking explored every path of the program to its end
// CHECK: Result: true
// BAD: found by bounded model checking
// BAD: {{^Result: false\(valid-deref\)$}}
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
/* a growing array of ints: a nondet first capacity, then doubling; the
   contents survive every move */
int main(void) {
  unsigned cap = __VERIFIER_nondet_uint();
  __VERIFIER_assume(cap >= 1 && cap <= 3);
  int *a = malloc(cap * sizeof *a);
  if (!a) return 0;
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 6);
  for (unsigned i = 0; i < n; i++) {
    if (i == cap) {
      int *b = realloc(a, 2 * cap * sizeof *a);
      if (!b) { free(a); return 0; }
      a = b;
      cap *= 2;
    }
    a[i] = (int)i * 3;
  }
  for (unsigned i = 0; i < n; i++)
    if (a[i] != (int)i * 3) reach_error();
  free(a);
  return 0;
}
