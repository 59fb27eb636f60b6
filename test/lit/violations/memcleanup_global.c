// RUN: %status 0 %memterm --run %s 2>&1 | FileCheck %s --implicit-check-not=valid-memtrack
// A global still points to an unfreed block when main returns: it is
// reachable (no memtrack violation) but not cleaned up (memcleanup).
#include <stdlib.h>

struct ctx { int *buf; int n; };
struct ctx *global_ctx;

static void init(int n) {
  // CHECK: memterm: run: exit 0
  // CHECK-NEXT: memterm: run: leak valid-memcleanup: 2 unfreed block(s), first allocated at {{.*}}memcleanup_global.c:[[@LINE+1]]:{{[0-9]+}} in init
  global_ctx = malloc(sizeof *global_ctx);
  if (!global_ctx) exit(1);
  global_ctx->buf = calloc((size_t)n, sizeof(int));
  global_ctx->n = n;
}

int main(void) {
  init(8);
  global_ctx->buf[7] = 1;
  return 0;
}
