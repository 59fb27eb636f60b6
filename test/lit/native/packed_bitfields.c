// RUN: %compare %s
// Bit-fields of packed structs: clang keeps them in integers whose width is
// not a multiple of 8 bytes (i40 here), and a load or store of such an
// integer touches its store size (5 bytes), not its allocation size (8).
// A block of exactly sizeof(struct P) bytes must be readable through them,
// and writing one field must not overwrite the bytes that follow it.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#pragma pack(push, 1)
struct P { signed a : 13; unsigned b : 27; };
struct Q { unsigned char tag; struct P p; long double x; unsigned char end; };
#pragma pack(pop)
struct S0 { signed f0 : 20; unsigned f1 : 29; signed f2 : 23; unsigned f3 : 17;
            signed f4 : 28; signed f5 : 3; unsigned f6 : 21; };
#pragma pack(push)
#pragma pack(1)
struct S1 { signed f0 : 13; const struct S0 f1; const unsigned f2 : 10; signed : 0;
            signed f3 : 22; signed f4 : 15; };
#pragma pack(pop)

int main(void) {
  unsigned char *raw = malloc(sizeof(struct P)); /* exactly 5 bytes */
  struct P *p = (struct P *)raw;
  memset(raw, 0xAB, sizeof(struct P));
  p->a = -1000;
  p->b = 12345678;
  printf("%zu %d %u\n", sizeof(struct P), p->a, p->b);
  struct Q q[2];
  memset(q, 0x5A, sizeof q);
  q[1].p.a = 77;
  q[1].p.b = 99;
  q[1].x = 2.5L;
  q[1].end = 7;
  printf("%zu %u %d %u %u %u %d\n", sizeof q, q[0].end, q[1].p.a, q[1].p.b, q[1].end,
         q[1].tag, (int)q[1].x);
  struct S1 l = {-52, {1141, 198, 9, 204, -3416, -1, 641}, 20, -1828, -178};
  printf("%d %zu %d %d\n", l.f4, sizeof l, l.f3, l.f1.f4);
  free(raw);
  return 0;
}
