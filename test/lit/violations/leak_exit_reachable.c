// RUN: %status 0 %memterm --run %s 2>&1 | FileCheck %s --implicit-check-not=valid-memtrack
// exit() is called while a live local of main still points to the block:
// the block is reachable from the stack at program end (no memtrack
// violation), but it was never freed (memcleanup).
#include <stdlib.h>

static void finish(void) { exit(0); }

int main(void) {
  // CHECK: memterm: run: exit 0
  // CHECK-NEXT: memterm: run: leak valid-memcleanup: 1 unfreed block(s), first allocated at {{.*}}leak_exit_reachable.c:[[@LINE+1]]:{{[0-9]+}} in main
  int *keep = malloc(4 * sizeof *keep);
  if (!keep) return 1;
  keep[0] = 1;
  finish();
  free(keep);
  return keep[0];
}
