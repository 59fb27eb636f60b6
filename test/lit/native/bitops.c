// RUN: %compare %s
// Bit manipulation: and/or/xor/not, popcount, rotate, masks, bit reversal.
#include <stdint.h>
#include <stdio.h>

static int popcount(uint32_t x) {
  int n = 0;
  while (x) { x &= x - 1; n++; }
  return n;
}
static uint32_t rotl(uint32_t x, unsigned k) { return (x << k) | (x >> (32 - k)); }
static uint8_t rev8(uint8_t b) {
  uint8_t r = 0;
  for (int i = 0; i < 8; i++) r = (uint8_t)((r << 1) | ((b >> i) & 1));
  return r;
}

int main(void) {
  uint32_t a = 0xF0F0A5A5u, b = 0x0FF0FF00u;
  printf("and=%08x or=%08x xor=%08x not=%08x\n", a & b, a | b, a ^ b, ~a);
  printf("pop=%d %d %d\n", popcount(a), popcount(0), popcount(0xFFFFFFFFu));
  printf("rotl=%08x %08x\n", rotl(a, 4), rotl(0x80000000u, 1));
  printf("rev8=%02x %02x\n", rev8(0x01), rev8(0xB4));
  int x = 0x1234;
  printf("lowest set=%d\n", x & -x);
  printf("isolate=%x clear=%x set=%x toggle=%x\n", (x >> 4) & 0xF, x & ~0xF0, x | 0x8000,
         x ^ 0xFFFF);
  uint64_t w = 0;
  for (int i = 0; i < 64; i += 3) w |= (uint64_t)1 << i;
  printf("w=%016llx\n", (unsigned long long)w);
  int8_t s8 = -1;
  printf("~s8=%d s8&0x7f=%d\n", ~s8, s8 & 0x7f);
  unsigned char flags = 0;
  flags |= 1 << 3;
  flags |= 1 << 0;
  flags &= (unsigned char)~(1 << 0);
  printf("flags=%u bit3=%d\n", flags, !!(flags & 8));
  uint32_t pw = 1000;
  pw--; pw |= pw >> 1; pw |= pw >> 2; pw |= pw >> 4; pw |= pw >> 8; pw |= pw >> 16; pw++;
  printf("next pow2=%u\n", pw);
  return 0;
}
