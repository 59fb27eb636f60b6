// RUN: %compare %s
// Static locals keep their value between calls; each function has its own.
#include <stdio.h>

static int next_id(void) {
  static int id = 100;
  return id++;
}

static int calls(void) {
  static int n;
  return ++n;
}

static const char *name_of(int k) {
  static char buf[8];
  buf[0] = (char)('A' + k);
  buf[1] = 0;
  return buf;
}

static int *cache(void) {
  static int table[4] = {1, 1, 2, 6};
  return table;
}

int main(void) {
  for (int i = 0; i < 3; i++) printf("id=%d\n", next_id());
  for (int i = 0; i < 4; i++) calls();
  printf("calls=%d\n", calls());
  printf("%s ", name_of(0));
  printf("%s\n", name_of(25));
  int *t = cache();
  t[3] *= 4;
  printf("cache=%d\n", cache()[3]);
  return 0;
}
