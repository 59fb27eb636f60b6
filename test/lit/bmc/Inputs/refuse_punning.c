/* proof mode must refuse this program: see ../proof_refused.test (the
 * integer read of a stored pointer's bytes is its offset in the encoding) */
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  int *p = malloc(sizeof *p);
  if (!p) return 0;
  unsigned long u;
  memcpy(&u, &p, sizeof p);
  if (u == 0) reach_error();
  free(p);
  return 0;
}
