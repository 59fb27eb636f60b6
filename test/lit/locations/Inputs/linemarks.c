#include <stdlib.h>
# 1 "original.c"
int main(void) {
  int *p = malloc(sizeof(int));
  free(p);
  return *p;
}
