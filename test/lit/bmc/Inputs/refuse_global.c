/* Safe: the last block stays reachable from a global at the end (no
 * leak), but proof mode asks for no live heap memory at the end. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int *keep;
int main(void) {
  for (int i = 0; i < 3 && __VERIFIER_nondet_int(); i++) {
    int *p = malloc(sizeof *p);
    if (!p) return 0;
    free(keep);
    keep = p;
  }
  return 0;
}
