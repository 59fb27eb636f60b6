// RUN: %compare %s
// Runs of bit-fields in packed structs: clang keeps each run in one integer
// as wide as the run (i72, i104, i168 here), loads and stores it whole and
// gets at a field with shifts, masks and truncation.  memterm splits such
// integers into 64-bit limbs; every field must read and write as natively,
// and the bytes next to a run must stay untouched.  __int128 arithmetic
// (add, sub, and/or/xor, shifts by constants, compares, conversions) goes
// through the same limbs.
#include <stdio.h>
#include <string.h>

#pragma pack(push, 1)
struct A {                 /* one run of 72 bits */
  signed a : 20;
  unsigned b : 29;
  signed c : 23;
  unsigned char tail;
};
struct B {                 /* 104 bits, then a byte, then 168 bits */
  unsigned char head;
  unsigned x : 31;
  signed y : 31;
  unsigned z : 31;
  signed w : 11;
  unsigned char mid;
  signed p : 30;
  unsigned q : 32;
  signed r : 27;
  unsigned s : 32;
  signed t : 32;
  unsigned u : 15;
};
#pragma pack(pop)

static struct A ga = {-5000, 300000000, -4000000, 0x5A};
static volatile struct B gb;

static long sum_a(const struct A *p) { return (long)p->a + p->b + p->c + p->tail; }

int main(void) {
  struct A arr[3];
  memset(arr, 0xC3, sizeof arr);
  arr[1] = ga;
  arr[1].a += 17;
  arr[1].b ^= 0x1555;
  arr[1].c = arr[1].c / 2 + 1;
  arr[2].a = -1;
  printf("%zu %d %u %d %u\n", sizeof(struct A), arr[1].a, arr[1].b, arr[1].c, arr[1].tail);
  printf("%d %u %d %u %u\n", arr[0].a, arr[0].b, arr[2].a, arr[2].b, arr[2].tail);
  printf("%ld %ld\n", sum_a(&arr[1]), sum_a(&ga));

  gb.head = 1;
  gb.mid = 2;
  gb.x = 0x7FFFFFFF;
  gb.y = -123456789;
  gb.z = 42;
  gb.w = -1024;
  gb.p = -(1 << 29);
  gb.q = 0xDEADBEEF;
  gb.r = 12345678;
  gb.s = 0x80000001u;
  gb.t = -2;
  gb.u = 0x7FFF;
  gb.y++;
  gb.r -= 3;
  gb.u >>= 3;
  printf("%zu %u %u %u %d %u %d %d\n", sizeof(struct B), gb.head, gb.mid, gb.x, gb.y, gb.z,
         gb.w, gb.p);
  printf("%u %d %u %d %u %d\n", gb.q, gb.r, gb.s, gb.t, gb.u, gb.y < gb.w);
  unsigned char raw[sizeof(struct B)];
  memcpy(raw, (const void *)&gb, sizeof raw);
  unsigned h = 0;
  for (unsigned i = 0; i < sizeof raw; i++) h = h * 31 + raw[i];
  printf("%08x\n", h);

  volatile long long in1 = -123456789012345LL, in2 = 987654321LL;
  __int128 a = in1, b = in2;
  unsigned __int128 ua = (unsigned __int128)a;
  __int128 c = (__int128)((unsigned __int128)a + ((unsigned __int128)b << 70));
  __int128 d = (__int128)((unsigned __int128)c - ((unsigned __int128)a << 3));
  unsigned __int128 e = ((ua >> 5) ^ ((unsigned __int128)b << 100)) | (ua & 0xFFFF);
  printf("%llx %llx %llx %llx\n", (unsigned long long)(c >> 64), (unsigned long long)c,
         (unsigned long long)(d >> 64), (unsigned long long)(d >> 1));
  printf("%llx %llx %lld\n", (unsigned long long)(e >> 64), (unsigned long long)e,
         (long long)(c >> 100));
  printf("%d %d %d %d %d %lld\n", a < b, c > d, ua < (unsigned __int128)b, c == d, c != d,
         (long long)(a >> 127));
  return 0;
}
