// RUN: %compare %s
// Sign extension, zero extension and truncation across integer casts,
// and float<->int conversions.
#include <stdio.h>

int main(void) {
  int big = 200;
  signed char sc = (signed char)big;
  unsigned char uc = (unsigned char)-1;
  short sh = (short)70000;
  unsigned short ush = (unsigned short)-2;
  int from_sc = sc;
  unsigned int from_sc_u = (unsigned int)sc;
  long from_sh = sh;
  unsigned long long from_neg = (unsigned long long)(long long)-5;
  int trunc = (int)3000000000u;
  long long widened = (long long)(unsigned int)-1;
  printf("sc=%d uc=%d sh=%d ush=%d\n", sc, uc, sh, ush);
  printf("from_sc=%d from_sc_u=%u from_sh=%ld\n", from_sc, from_sc_u, from_sh);
  printf("from_neg=%llu trunc=%d widened=%lld\n", from_neg, trunc, widened);
  char bytes[4] = {(char)0xff, (char)0x80, 0x7f, 0x01};
  for (int i = 0; i < 4; i++)
    printf("bytes[%d]=%d as uchar=%d\n", i, bytes[i], (unsigned char)bytes[i]);
  double d = -3.75;
  printf("(int)d=%d (int)3.99=%d (unsigned)7.5=%u\n", (int)d, (int)3.99, (unsigned)7.5);
  int k = 7;
  double q = k / 2;
  double r = (double)k / 2;
  printf("q=%f r=%f\n", q, r);
  long long l = 0x123456789ALL;
  printf("(int)l=%d (short)l=%d (char)l=%d\n", (int)l, (short)l, (signed char)l);
  _Bool b = (_Bool)256;
  printf("b=%d\n", b);
  return 0;
}
