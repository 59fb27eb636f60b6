/* A task program whose bug exists only in ILP32: the block has
 * 4 * sizeof(long) bytes, 16 in ILP32, and int index 4 is past its end. */
#include <stdlib.h>

int main(void) {
  long *a = malloc(4 * sizeof(long));
  if (!a) return 0;
  int *ip = (int *)a;
  ip[4] = 7;
  free(a);
  return 0;
}
