/* a loop that never ends for x != 0: a `true` for termination is wrong */
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  while (x != 0) {
    x = x * 1;
  }
  return 0;
}
