extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int one(int n) {
  if (n <= 0) return 1;
  return one(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  if (one(n) == 1) reach_error();
  return 0;
}
