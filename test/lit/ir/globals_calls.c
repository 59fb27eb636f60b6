// RUN: %memterm --dump-ir %s | FileCheck %s
// RUN: %memterm --dump-ir %s | FileCheck %s --check-prefix=DECL
// Globals, external declarations (malloc, free) and calls to them.
#include <stdlib.h>

// DECL-DAG: {{^}}@counter =
int counter = 5;
// DECL-DAG: {{^}}@table =
int table[3] = {1, 2, 3};

// DECL-DAG: {{^declare .*@malloc}}
// DECL-DAG: {{^declare .*@free}}

// CHECK-LABEL: {{^define .*@main}}
int main(void) {
  // CHECK: call {{.*}}@malloc{{.*}}; [[@LINE+1]]:
  int *p = malloc(sizeof *p);
  if (!p) return 1;
  // CHECK: load {{.*}}@counter{{.*}}; [[@LINE+1]]:
  *p = counter + table[2];
  int r = *p;
  // CHECK: call {{.*}}@free{{.*}}; [[@LINE+1]]:
  free(p);
  // CHECK: ret
  return r - 8;
}
