/* proof mode must refuse this program: see ../proof_refused.test */
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof *p);
  if (!p) return 0;
  if (*p == 42) free(p);
  free(p);
  return 0;
}
