// RUN: %compare %s
// Pointer comparisons and differences within one object; null comparisons.
#include <stddef.h>
#include <stdio.h>

struct s { int a; double b; char c[5]; };

int main(void) {
  double d[10];
  double *lo = &d[2], *hi = &d[7];
  printf("lt=%d gt=%d le=%d eq=%d ne=%d\n", lo < hi, lo > hi, lo <= lo, lo == &d[2], lo != hi);
  ptrdiff_t diff = hi - lo;
  printf("diff=%td back=%td\n", diff, lo - hi);
  printf("bytes=%td\n", (char *)hi - (char *)lo);
  struct s x;
  printf("fields ordered=%d\n", (char *)&x.a < (char *)&x.b && (char *)&x.b < (char *)x.c);
  char *e = &x.c[5];
  printf("c span=%td\n", e - x.c);
  int *np = NULL;
  printf("null=%d notnull=%d\n", np == NULL, &x.a != NULL);
  int arr[8];
  int count = 0;
  for (int *p = arr + 7; p >= arr + 1; p -= 2) count++;
  printf("count=%d\n", count);
  size_t idx = (size_t)(&arr[6] - arr);
  printf("idx=%zu\n", idx);
  return 0;
}
