// RUN: %compare %s
// Left and right shifts at several widths, arithmetic vs logical right shift.
#include <stdio.h>

int main(void) {
  unsigned int u = 0x80000001u;
  int n = -256;
  unsigned long long ull = 1;
  long long ll = -1;
  for (int k = 0; k < 32; k += 5)
    printf("u<<%d=%08x u>>%d=%08x\n", k, u << k, k, u >> k);
  printf("n>>1=%d n>>4=%d n>>31=%d\n", n >> 1, n >> 4, n >> 31);
  printf("ull<<63=%llu ull<<40=%llu\n", ull << 63, ull << 40);
  printf("ll>>63=%lld ll>>10=%lld\n", ll >> 63, ll >> 10);
  unsigned char c = 0x81;
  printf("c<<1=%d (uchar)(c<<1)=%d c>>1=%d\n", c << 1, (unsigned char)(c << 1), c >> 1);
  int one = 1;
  printf("1<<30=%d\n", one << 30);
  unsigned int amt = 3;
  printf("var shift=%u %u\n", 0xF0u >> amt, 0x0Fu << amt);
  return 0;
}
