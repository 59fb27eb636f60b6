// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Writing one element past the end of a stack array, in a callee.
static void fill(char *buf, int n) {
  for (int i = 0; i < n; i++)
    // CHECK: memterm: run: violation valid-deref at {{.*}}stack_oob_write.c:[[@LINE+1]]:{{[0-9]+}} in fill:
    buf[i] = 'x';
}

int main(void) {
  char buf[8];
  fill(buf, 9);
  return buf[0];
}
