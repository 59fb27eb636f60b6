// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Writing through a null pointer.
static void set(int *out, int v) {
  // CHECK: memterm: run: violation valid-deref at {{.*}}null_write.c:[[@LINE+1]]:{{[0-9]+}} in set:
  *out = v;
}

int main(void) {
  int x = 0;
  set(&x, 1);
  set(0, 2);
  return x;
}
