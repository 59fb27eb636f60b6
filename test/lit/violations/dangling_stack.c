// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Dereferencing a pointer to a local of a function that has returned.
static int *make(int v) {
  int local = v;
  int *p = &local;
  return p;
}

static int other(int x) {
  int pad[8];
  for (int i = 0; i < 8; i++) pad[i] = x + i;
  return pad[7];
}

int main(void) {
  int *p = make(41);
  int y = other(1);
  // CHECK: memterm: run: violation valid-deref at {{.*}}dangling_stack.c:[[@LINE+1]]:{{[0-9]+}} in main:
  return *p + y;
}
