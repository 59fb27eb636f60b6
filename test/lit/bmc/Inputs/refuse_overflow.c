/* proof mode must refuse this program: see ../proof_refused.test */
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 2147483640) return 0;
  while (x > 0) x++;
  return 0;
}
