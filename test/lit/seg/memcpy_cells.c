// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s
// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memcleanup.prp %s | FileCheck %s
// memcpy of a constant length copies what is known about the source's
// bytes: a heap pointer copied through a byte array and back, and a struct
// assignment (llvm.memcpy), are still the pointer that is freed.
// CHECK: {{^Result: true$}}
#include <stdlib.h>
#include <string.h>
struct pair { int *a; int *b; long n; };
char buf[sizeof(int *)];

int main(void) {
  int *p = malloc(10);
  memcpy(buf, &p, sizeof p);
  void *q;
  memcpy(&q, buf, sizeof q);
  free(q);
  struct pair x = {malloc(4), malloc(8), 3}, y;
  if (!x.a || !x.b) { free(x.a); free(x.b); return 0; }
  y = x;
  *y.a = 1;
  free(y.a);
  free(x.b);
  return 0;
}
