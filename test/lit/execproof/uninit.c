// RUN: %memterm --timeout 20 --property unreach-call %s | FileCheck %s
// No input, but one element of the array is never written: its value is
// indeterminate, so the runs are not the program's only execution and
// prove nothing (reach_error is reachable for some contents of the stack).
// CHECK-NOT: Proof: the program has one execution
// CHECK-NOT: {{^Result: true$}}
extern void reach_error(void);

int main(void) {
  int a[8];
  for (int i = 0; i < 7; i++) a[i] = i;
  if (a[7] == 3) reach_error();
  return 0;
}
