// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Signed multiplication overflows: 65536 * 32768 = 2^31.
static int area(int w, int h) {
  // CHECK: memterm: run: violation no-overflow at {{.*}}overflow_mul.c:[[@LINE+1]]:{{[0-9]+}} in area:
  return w * h;
}

int main(void) {
  int a = area(1000, 1000);
  int b = area(65536, 32768);
  return a == b;
}
