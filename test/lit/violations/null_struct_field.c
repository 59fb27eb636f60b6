// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// Following a null next pointer in a linked structure.
#include <stddef.h>

struct node { int val; struct node *next; };

int main(void) {
  struct node c = {3, NULL};
  struct node b = {2, &c};
  struct node a = {1, &b};
  int s = a.next->next->val;
  // CHECK: memterm: run: violation valid-deref at {{.*}}null_struct_field.c:[[@LINE+1]]:{{[0-9]+}} in main:
  s += a.next->next->next->val;
  return s;
}
