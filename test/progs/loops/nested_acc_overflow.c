/* property: no-overflow expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: 80000 per cell; once rows*cols exceeds 26843 the accumulator
   passes INT_MAX. */
int main(void) {
  int rows = __VERIFIER_nondet_int();
  __VERIFIER_assume(rows >= 0 && rows <= 1000);
  int cols = __VERIFIER_nondet_int();
  __VERIFIER_assume(cols >= 0 && cols <= 100);
  int acc = 0;
  for (int i = 0; i < rows; i++) {
    for (int j = 0; j < cols; j++) {
      acc += 80000;
    }
  }
  return acc > 0 ? 1 : 0;
}
