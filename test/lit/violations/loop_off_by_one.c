// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// A loop bound written <= instead of <.
#include <stdio.h>

#define N 16

int main(void) {
  int v[N];
  for (int i = 0; i < N; i++) v[i] = i * i;
  long sum = 0;
  for (int i = 0; i <= N; i++)
    // CHECK: memterm: run: violation valid-deref at {{.*}}loop_off_by_one.c:[[@LINE+1]]:{{[0-9]+}} in main:
    sum += v[i];
  printf("%ld\n", sum);
  return 0;
}
