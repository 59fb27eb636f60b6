/* property: no-overflow expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* rows <= 1000, cols <= 100, 20000 per cell: acc <= 2*10^9 < INT_MAX.
   Invariant: acc <= 2000000*i + 20000*j. */
int main(void) {
  int rows = __VERIFIER_nondet_int();
  __VERIFIER_assume(rows >= 0 && rows <= 1000);
  int cols = __VERIFIER_nondet_int();
  __VERIFIER_assume(cols >= 0 && cols <= 100);
  int acc = 0;
  for (int i = 0; i < rows; i++) {
    for (int j = 0; j < cols; j++) {
      acc += 20000;
    }
  }
  return acc > 0 ? 1 : 0;
}
