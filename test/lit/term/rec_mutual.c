// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s
// Mutual recursion: both functions are abstracted; the entry states of
// even and odd are generalized to n >= 0 (from main's guard) and each call
// decreases n.
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);

int odd(int n);
int even(int n) { return n == 0 ? 1 : odd(n - 1); }
int odd(int n) { return n == 0 ? 0 : even(n - 1); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) return 0;
  return even(n);
}
