// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Reading through a null pointer returned by a lookup that failed.
#include <stddef.h>

static int *lookup(int *a, int n, int key) {
  for (int i = 0; i < n; i++)
    if (a[i] == key) return &a[i];
  return NULL;
}

int main(void) {
  int a[3] = {1, 2, 3};
  int *p = lookup(a, 3, 4);
  // CHECK: memterm: run: violation valid-deref at {{.*}}null_read.c:[[@LINE+1]]:{{[0-9]+}} in main:
  return *p;
}
