// RUN: %memterm --property-file %props/unreach-call.prp %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: sed -n '/^  trace/,/=>/p' %t.out | grep -c '^    [a-z]' | FileCheck %s --check-prefix=COUNT
// The branches follow a square-free word (no part repeats right after
// itself), so no repetition can be summarised: only the last steps are
// printed, after a count of the earlier ones.
// CHECK: trace (source lines executed, loops summarised; the last steps):
// CHECK-NEXT: ... ({{[0-9]+}} earlier step(s))
// CHECK: => unreach-call at line [[@LINE+17]] in main
// the last 40 steps (then the end):
// COUNT: 40
extern void reach_error(void);
static const char w[] = "210201210120210201202101210201210120210121020120210201210120";

int main(void) {
  int a = 0, b = 0, c = 0;
  for (int i = 0; w[i]; i++) {
    if (w[i] == '0')
      a++;
    else if (w[i] == '1')
      b++;
    else
      c++;
  }
  if (a + b + c == 60)
    reach_error();
  return 0;
}
