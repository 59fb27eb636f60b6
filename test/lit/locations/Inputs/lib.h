/* lib.h */
#include <stdlib.h>
static int get(int *a, int i) {
  return a[i];   /* line 4 of lib.h */
}
