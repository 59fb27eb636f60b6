// RUN: %compare %s
// RUN: %compare %s 300,-1,70000,-2,255,1,9
// RUN: %compare %s -129,4294967295,-32769,65536,-1,0,-5
// Nondet functions of several types convert the value to their type.
#include <stdio.h>

extern char __VERIFIER_nondet_char(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern long __VERIFIER_nondet_long(void);

int main(void) {
  char c = __VERIFIER_nondet_char();
  unsigned int u = __VERIFIER_nondet_uint();
  short s = __VERIFIER_nondet_short();
  unsigned short us = __VERIFIER_nondet_ushort();
  unsigned char uc = __VERIFIER_nondet_uchar();
  _Bool b = __VERIFIER_nondet_bool();
  long l = __VERIFIER_nondet_long();
  printf("c=%d u=%u s=%d us=%u uc=%u b=%d l=%ld\n", c, u, s, us, uc, b, l);
  return 0;
}
