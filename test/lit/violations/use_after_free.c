// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Reading a heap block after it was freed.
#include <stdlib.h>

struct obj { int id; int refs; };

static void release(struct obj *o) {
  if (--o->refs == 0) free(o);
}

int main(void) {
  struct obj *o = malloc(sizeof *o);
  if (!o) return 1;
  o->id = 5;
  o->refs = 1;
  release(o);
  // CHECK: memterm: run: violation valid-deref at {{.*}}use_after_free.c:[[@LINE+1]]:{{[0-9]+}} in main:
  return o->id;
}
