// RUN: %compare %s
// Arithmetic at every integer width, including unsigned wrap-around.
#include <stdio.h>

int main(void) {
  signed char sc = 100;
  unsigned char uc = 250;
  short s = 30000;
  unsigned short us = 65530;
  int i = 2000000000;
  unsigned int u = 4000000000u;
  long l = 9000000000000000000L;
  unsigned long ul = 18000000000000000000UL;
  long long ll = -9000000000000000000LL;
  unsigned long long ull = 1ULL << 63;

  sc = (signed char)(sc + 27);           /* 127, fits */
  uc = (unsigned char)(uc + 10);         /* wraps to 4 */
  s = (short)(s + 2767);                 /* 32767 */
  us = (unsigned short)(us + 10);        /* wraps to 4 */
  printf("sc=%d uc=%u s=%d us=%u\n", sc, uc, s, us);

  u = u + 500000000u;                    /* wraps */
  printf("u=%u\n", u);
  u = 3u - 5u;
  printf("u=%u\n", u);
  printf("i-1=%d i/7=%d i%%7=%d\n", i - 1, i / 7, i % 7);
  printf("l=%ld l/3=%ld\n", l, l / 3);
  ul = ul + 1000000000000000000UL;       /* wraps */
  printf("ul=%lu\n", ul);
  printf("ll=%lld ll+1=%lld\n", ll, ll + 1);
  printf("ull=%llu ull*2=%llu\n", ull, ull * 2);
  unsigned int m = 65537u * 65537u;      /* wraps */
  printf("m=%u\n", m);
  unsigned long long big = 0xFFFFFFFFFFFFFFFFULL;
  printf("big+2=%llu big*3=%llu\n", big + 2, big * 3);
  unsigned char c1 = 200, c2 = 100;
  int promoted = c1 + c2;                /* int promotion: 300 */
  unsigned char sum8 = (unsigned char)(c1 + c2);
  printf("promoted=%d sum8=%d\n", promoted, sum8);
  short s1 = -20000, s2 = -20000;
  int sp = s1 + s2;
  printf("sp=%d\n", sp);
  return 0;
}
