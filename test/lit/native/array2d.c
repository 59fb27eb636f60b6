// RUN: %compare %s
// Two-dimensional arrays: matrix product, transposition, row pointers.
#include <stdio.h>

#define N 4

static void matmul(int c[N][N], int a[N][N], int b[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      c[i][j] = 0;
      for (int k = 0; k < N; k++) c[i][j] += a[i][k] * b[k][j];
    }
}

static int trace(int (*m)[N]) {
  int t = 0;
  for (int i = 0; i < N; i++) t += m[i][i];
  return t;
}

int main(void) {
  int a[N][N], b[N][N], c[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      a[i][j] = i * N + j;
      b[i][j] = (i == j) ? 2 : (i + j) % 3;
    }
  matmul(c, a, b);
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) printf("%4d", c[i][j]);
    printf("\n");
  }
  printf("trace=%d\n", trace(c));
  char grid[3][5] = {"abcd", "efgh", "ijkl"};
  for (int j = 0; j < 4; j++)
    for (int i = 0; i < 3; i++) putchar(grid[i][j]);
  putchar('\n');
  int *flat = &a[0][0];
  printf("flat[5]=%d flat[15]=%d\n", flat[5], flat[15]);
  int *row = a[2];
  printf("row[3]=%d\n", row[3]);
  int tri[3][3] = {{1}, {2, 3}, {4, 5, 6}};
  for (int i = 0; i < 3; i++)
    printf("%d %d %d\n", tri[i][0], tri[i][1], tri[i][2]);
  printf("sizeof=%zu %zu\n", sizeof a, sizeof a[0]);
  return 0;
}
