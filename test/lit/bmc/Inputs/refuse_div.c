/* proof mode must refuse this program: see ../proof_refused.test */
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int d = __VERIFIER_nondet_int();
  if (d < -3 || d > 3) return 0;
  int q = 100 / d;
  if (q == 1000) reach_error();
  return 0;
}
