#include <alloca.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100000) return 0;
  int *a = alloca(n * sizeof(int));
  for (int k = 0; k < n; k++) a[k] = k;
  if (n > 50000) a[n] = 0;
  return a[0];
}
