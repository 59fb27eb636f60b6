// RUN: %compare %s
// memcpy, memmove (overlapping both ways), memset, memcmp.
#include <stdio.h>
#include <string.h>

static void show(const char *tag, const unsigned char *a, int n) {
  printf("%s:", tag);
  for (int i = 0; i < n; i++) printf(" %d", a[i]);
  printf("\n");
}

static int sign(int x) { return (x > 0) - (x < 0); }

int main(void) {
  unsigned char a[10], b[10];
  for (int i = 0; i < 10; i++) a[i] = (unsigned char)(i * 3);
  memcpy(b, a, sizeof a);
  show("copy", b, 10);
  memmove(b + 2, b, 6);                   /* overlap, forward */
  show("fwd", b, 10);
  memmove(b, b + 3, 7);                   /* overlap, backward */
  show("back", b, 10);
  memset(b, 0xAB, 4);
  memset(b + 8, 0, 2);
  show("set", b, 10);
  printf("cmp=%d %d %d\n", sign(memcmp(a, a, 10)), sign(memcmp("abc", "abd", 3)),
         sign(memcmp("\xff", "\x01", 1)));
  int ints[4] = {1, 2, 3, 4}, copy[4];
  memcpy(copy, ints, sizeof ints);
  copy[0] = -1;
  printf("ints=%d copy=%d %d\n", ints[0], copy[0], copy[3]);
  struct { int x; char y[3]; } s1 = {7, "ab"}, s2;
  memcpy(&s2, &s1, sizeof s1);
  printf("s2=%d %s\n", s2.x, s2.y);
  long zeros[3];
  memset(zeros, 0, sizeof zeros);
  printf("zeros=%ld %ld %ld\n", zeros[0], zeros[1], zeros[2]);
  int m1[2];
  memset(m1, 0xFF, sizeof m1);
  printf("m1=%d\n", m1[1]);
  return 0;
}
