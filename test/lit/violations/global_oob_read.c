// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Reading past the end of a global array.
int table[4] = {10, 20, 30, 40};

int main(void) {
  int s = 0;
  int n = 4;
  s += table[n - 1];
  // CHECK: memterm: run: violation valid-deref at {{.*}}global_oob_read.c:[[@LINE+1]]:{{[0-9]+}} in main:
  s += table[n];
  return s;
}
