#include "lib.h"
int main(void) {
  int *a = malloc(2 * sizeof(int));
  int r = get(a, 2);
  free(a);
  return r;
}
