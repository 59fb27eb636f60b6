// RUN: %status 7 %memterm --run %s 2>&1 | FileCheck %s
// main returns while its local still points to heap blocks: main's locals
// are dead after the return, so both blocks are unreachable.
#include <stdlib.h>

struct pair { int *a; int *b; };

int main(void) {
  struct pair p;
  // CHECK: memterm: run: exit 7
  // CHECK-NEXT: memterm: run: leak valid-memtrack: 2 unreachable block(s), first allocated at {{.*}}leak_return_main.c:[[@LINE+2]]:{{[0-9]+}} in main
  // CHECK-NEXT: memterm: run: leak valid-memcleanup: 2 unfreed block(s), first allocated at {{.*}}leak_return_main.c:[[@LINE+1]]:{{[0-9]+}} in main
  p.a = malloc(sizeof *p.a);
  p.b = malloc(sizeof *p.b);
  if (!p.a || !p.b) return 1;
  *p.a = 3;
  *p.b = 4;
  return *p.a + *p.b;
}
