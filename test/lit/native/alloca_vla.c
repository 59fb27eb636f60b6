// RUN: %compare %s
// alloca and variable-length arrays, including 2-D VLAs and VLAs in loops.
#include <alloca.h>
#include <stdio.h>
#include <string.h>

static int vla_sum(int n) {
  int v[n];
  for (int i = 0; i < n; i++) v[i] = i * 2 + 1;
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

static void vla2(int rows, int cols) {
  int m[rows][cols];
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) m[i][j] = i * cols + j;
  printf("m[%d][%d]=%d sizeof=%zu\n", rows - 1, cols - 1, m[rows - 1][cols - 1], sizeof m);
}

static int with_alloca(int n) {
  char *buf = alloca((size_t)n + 1);
  memset(buf, 'q', (size_t)n);
  buf[n] = 0;
  return (int)strlen(buf);
}

int main(void) {
  for (int n = 1; n <= 50; n *= 3) printf("vla_sum(%d)=%d\n", n, vla_sum(n));
  vla2(3, 5);
  vla2(7, 2);
  printf("alloca=%d %d\n", with_alloca(10), with_alloca(200));
  int total = 0;
  for (int k = 1; k < 20; k++) {
    char tmp[k];
    memset(tmp, 1, (size_t)k);
    for (int i = 0; i < k; i++) total += tmp[i];
  }
  printf("total=%d\n", total);
  return 0;
}
