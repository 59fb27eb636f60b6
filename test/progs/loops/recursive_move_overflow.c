/* property: no-overflow expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A recursive transfer: move(x, y) moves y units onto x one at a time and
   returns the result.
   The inputs are clamped: x to at most INT_MAX - 500, y to at most 1000.
   Bug: x may start at INT_MAX - 500 with y = 1000, so x + 1 passes
   INT_MAX after 500 calls. */
int move(int x, int y) {
  if (y <= 0) return x;
  return move(x + 1, y - 1);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && y >= 0);
  if (x > 2147483647 - 500) x = 2147483647 - 500;
  if (y > 1000) y = 1000;
  return move(x, y) > 5 ? 1 : 0;
}
