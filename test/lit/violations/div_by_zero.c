// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Integer division by zero.
static int average(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  // CHECK: memterm: run: violation undefined-behavior at {{.*}}div_by_zero.c:[[@LINE+1]]:{{[0-9]+}} in average:
  return s / n;
}

int main(void) {
  int v[3] = {1, 2, 3};
  int a = average(v, 3);
  return a + average(v, 0);
}
