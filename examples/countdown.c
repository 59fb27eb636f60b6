/* countdown.c -- a terminating loop over a heap array: memterm proves memory
 * safety (a complete symbolic execution graph) and termination (a ranking
 * function per loop, re-checked over the integers). */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000) return 0;
  int *a = malloc(sizeof(int) * (size_t)n);
  if (!a) return 0;
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int steps = 0;
  for (int i = n - 1; i >= 0; i--)
    while (a[i] > 0) {
      a[i]--;
      steps++;
    }
  free(a);
  return steps;
}
