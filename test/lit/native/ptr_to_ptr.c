// RUN: %compare %s
// Pointers to pointers: out-parameters, swapping pointers, jagged heap arrays.
#include <stdio.h>
#include <stdlib.h>

static void swap_ptrs(int **a, int **b) { int *t = *a; *a = *b; *b = t; }

static int make(int n, int **out) {
  int *p = malloc((size_t)n * sizeof *p);
  if (!p) return -1;
  for (int i = 0; i < n; i++) p[i] = n - i;
  *out = p;
  return 0;
}

static void minmax(const int *a, int n, const int **lo, const int **hi) {
  *lo = *hi = a;
  for (int i = 1; i < n; i++) {
    if (a[i] < **lo) *lo = &a[i];
    if (a[i] > **hi) *hi = &a[i];
  }
}

int main(void) {
  int x = 1, y = 2;
  int *px = &x, *py = &y;
  swap_ptrs(&px, &py);
  printf("*px=%d *py=%d x=%d\n", *px, *py, x);
  int *arr;
  if (make(6, &arr) != 0) return 99;
  arr[2] = 100;
  arr[4] = -3;
  const int *lo, *hi;
  minmax(arr, 6, &lo, &hi);
  printf("lo=%d@%td hi=%d@%td\n", *lo, lo - arr, *hi, hi - arr);
  free(arr);
  int **jag = malloc(4 * sizeof *jag);
  if (!jag) return 99;
  for (int i = 0; i < 4; i++)
    if (make(i + 1, &jag[i]) != 0) return 99;
  int s = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j <= i; j++) s += jag[i][j] * (j + 1);
  printf("s=%d\n", s);
  for (int i = 0; i < 4; i++) free(jag[i]);
  free(jag);
  return 0;
}
