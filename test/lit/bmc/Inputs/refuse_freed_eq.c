/* proof mode must refuse this program: see ../proof_refused.test.  The
 * second malloc may return the first block's address (it was freed), so
 * x == y may hold and x is freed twice; the encoding gives each block its
 * own base, so the comparison must not be taken as false. */
#include <stdlib.h>
struct T { struct T *next; };
int main(void) {
  struct T *y = malloc(sizeof *y);
  free(y);
  struct T *x = malloc(sizeof *x);
  if (x == y) free(x);
  free(x);
  return 0;
}
