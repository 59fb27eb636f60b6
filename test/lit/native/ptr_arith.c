// RUN: %compare %s
// Pointer arithmetic over arrays of several element types, one-past-the-end
// pointers, pointers to pointers.
#include <stdio.h>

int main(void) {
  int a[6] = {10, 20, 30, 40, 50, 60};
  int *p = a;
  int *end = a + 6;                       /* one past the end: allowed */
  int s = 0;
  for (int *q = p; q != end; q++) s += *q;
  printf("s=%d\n", s);
  p += 2;
  printf("*p=%d p[1]=%d *(p+3)=%d p[-2]=%d\n", *p, p[1], *(p + 3), p[-2]);
  p++;
  *p++ = 41;
  *--p += 1;
  printf("a[3]=%d\n", a[3]);
  long long ll[3] = {1, 2, 3};
  long long *lp = &ll[2];
  printf("lp[-1]=%lld\n", lp[-1]);
  char str[] = "pointer";
  char *c = str;
  while (*c) c++;
  printf("len=%d last=%c\n", (int)(c - str), c[-1]);
  int *pa[3] = {&a[0], &a[5], &a[3]};
  int **pp = pa;
  printf("**pp=%d *pp[1]=%d **(pp+2)=%d\n", **pp, *pp[1], **(pp + 2));
  **(pp + 1) = 66;
  printf("a[5]=%d\n", a[5]);
  short sh[4] = {1, 2, 3, 4};
  char *bytes = (char *)sh;
  short *back = (short *)(bytes + 2 * sizeof(short));
  printf("*back=%d\n", *back);
  int x = 5;
  int *px = &x;
  int **ppx = &px;
  **ppx = 6;
  printf("x=%d\n", x);
  return 0;
}
