#include <stdlib.h>
#include "ringlog.h"

extern int __VERIFIER_nondet_int(void);

int main(void) {
  struct ringlog *r = malloc(sizeof *r);
  if (!r) return 1;
  ringlog_init(r);
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20) n = 20;
  for (int i = 0; i < n; i++) ringlog_add(r, __VERIFIER_nondet_int());
  int s = ringlog_sum(r);
  free(r);
  return s > 2040;
}
