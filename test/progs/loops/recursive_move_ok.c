/* property: no-overflow expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A recursive transfer: move(x, y) moves y units onto x one at a time and
   returns the result. x + y is the same in every call, at most
   2 * 10^9 < INT_MAX, so x + 1 never overflows. */
int move(int x, int y) {
  if (y <= 0) return x;
  return move(x + 1, y - 1);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= 1000000000);
  __VERIFIER_assume(y >= 0 && y <= 1000);
  __VERIFIER_assume(x + y <= 1000001000);
  return move(x, y) > 5 ? 1 : 0;
}
