// RUN: %compare %s
// 64-bit arithmetic: factorials, modular exponentiation, FNV-1a hash, LCG.
#include <stdint.h>
#include <stdio.h>

static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
  uint64_t r = 1;
  b %= m;
  while (e) {
    if (e & 1) r = r * b % m;
    b = b * b % m;
    e >>= 1;
  }
  return r;
}

static uint64_t fnv1a(const char *s) {
  uint64_t h = 14695981039346656037ULL;
  for (; *s; s++) { h ^= (unsigned char)*s; h *= 1099511628211ULL; }
  return h;
}

int main(void) {
  int64_t f = 1;
  for (int i = 1; i <= 20; i++) f *= i;
  printf("20!=%lld\n", (long long)f);
  printf("powmod=%llu %llu\n", (unsigned long long)powmod(2, 62, 1000000007ULL),
         (unsigned long long)powmod(12345, 6789, 4294967291ULL));
  printf("fnv=%016llx\n", (unsigned long long)fnv1a("memterm"));
  uint64_t x = 88172645463325252ULL;
  for (int i = 0; i < 5; i++) {
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    printf("xorshift=%llu\n", (unsigned long long)x);
  }
  int64_t neg = -5000000000LL;
  printf("neg*3=%lld neg/7=%lld neg%%7=%lld\n", (long long)(neg * 3), (long long)(neg / 7),
         (long long)(neg % 7));
  uint32_t lo = (uint32_t)x, hi = (uint32_t)(x >> 32);
  printf("hi=%u lo=%u\n", hi, lo);
  return 0;
}
