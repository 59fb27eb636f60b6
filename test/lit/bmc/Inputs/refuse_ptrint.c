/* proof mode must refuse this program: see ../proof_refused.test */
#include <stdlib.h>
extern void reach_error(void);
int main(void) {
  int *p = malloc(sizeof *p);
  if (!p) return 0;
  unsigned long a = (unsigned long)p;
  if (a % 2 == 1) reach_error();
  free(p);
  return 0;
}
