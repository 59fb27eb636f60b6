// RUN: %compare %s
// Character arithmetic: case conversion, Caesar cipher, digit parsing, ctype-free.
#include <stdio.h>

static void caesar(char *s, int k) {
  for (; *s; s++) {
    if (*s >= 'a' && *s <= 'z') *s = (char)('a' + (*s - 'a' + k) % 26);
    else if (*s >= 'A' && *s <= 'Z') *s = (char)('A' + (*s - 'A' + k) % 26);
  }
}

static long parse(const char *s) {
  long v = 0;
  int neg = 0;
  if (*s == '-') { neg = 1; s++; }
  while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
  return neg ? -v : v;
}

int main(void) {
  char msg[] = "Hello, World xyz";
  caesar(msg, 3);
  printf("%s\n", msg);
  caesar(msg, 23);
  printf("%s\n", msg);
  printf("%ld %ld %ld\n", parse("12345"), parse("-987"), parse("42abc"));
  char up[] = "mixed Case 123";
  for (char *p = up; *p; p++)
    if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
  printf("%s\n", up);
  char c = 'A';
  c += 25;
  printf("%c %d\n", c, c);
  unsigned char hist[256] = {0};
  for (const char *p = "mississippi"; *p; p++) hist[(unsigned char)*p]++;
  printf("i=%d s=%d p=%d m=%d\n", hist['i'], hist['s'], hist['p'], hist['m']);
  return 0;
}
