// RUN: %compare %s
// calloc zero-fills; realloc grows and shrinks and keeps the contents;
// realloc(NULL, n) allocates; free(NULL) does nothing.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  int *a = calloc(8, sizeof *a);
  if (!a) return 99;
  int z = 0;
  for (int i = 0; i < 8; i++) z |= a[i];
  printf("calloc zero=%d\n", z == 0);
  for (int i = 0; i < 8; i++) a[i] = i * i;
  a = realloc(a, 100 * sizeof *a);
  if (!a) return 99;
  for (int i = 8; i < 100; i++) a[i] = -i;
  long s = 0;
  for (int i = 0; i < 100; i++) s += a[i];
  printf("grown sum=%ld a[7]=%d\n", s, a[7]);
  a = realloc(a, 3 * sizeof *a);
  if (!a) return 99;
  printf("shrunk %d %d %d\n", a[0], a[1], a[2]);
  free(a);
  char *str = realloc(NULL, 4);
  if (!str) return 99;
  strcpy(str, "abc");
  for (int n = 8; n <= 64; n *= 2) {
    str = realloc(str, (size_t)n);
    if (!str) return 99;
    strcat(str, "+");
  }
  printf("str=%s\n", str);
  free(str);
  free(NULL);
  char **rows = malloc(5 * sizeof *rows);
  if (!rows) return 99;
  for (int i = 0; i < 5; i++) {
    rows[i] = malloc((size_t)i + 2);
    if (!rows[i]) return 99;
    memset(rows[i], '0' + i, (size_t)i + 1);
    rows[i][i + 1] = 0;
  }
  for (int i = 0; i < 5; i++) printf("%s\n", rows[i]);
  for (int i = 0; i < 5; i++) free(rows[i]);
  free(rows);
  return 0;
}
