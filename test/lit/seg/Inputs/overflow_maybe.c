extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 1000000) return 0;
  return x * 2 + 1;
}
