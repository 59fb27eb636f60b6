// RUN: %status 134 %memterm --run %s 2>&1 | FileCheck %s --implicit-check-not="run: violation"
// abort() ends the run with status 134 and an abort line; the leak report
// (a block lost in a returned callee) follows the abort line.
#include <stdlib.h>

static void fail(int code) {
  // CHECK: memterm: run: abort at {{.*}}abort_call.c:[[@LINE+1]]:{{[0-9]+}} in fail
  if (code) abort();
}

static void waste(void) {
  // CHECK-NEXT: memterm: run: leak valid-memtrack: 1 unreachable block(s), first allocated at {{.*}}abort_call.c:[[@LINE+1]]:{{[0-9]+}} in waste
  char *p = malloc(4);
  if (p) p[0] = 1;
}

int main(void) {
  waste();
  fail(0);
  fail(2);
  return 0;
}
