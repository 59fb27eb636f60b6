#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  printf("hello %d\n", x);
  return x > 0 ? 3 : 0;
}
