// RUN: %status 101 %memterm --run %s 2>&1 | FileCheck %s
// The out-of-bounds write happens five calls deep.
#include <stdlib.h>

struct buf { char *data; int cap; };

static void put(struct buf *b, int i, char c) {
  // CHECK: memterm: run: violation valid-deref at {{.*}}deep_call_chain.c:[[@LINE+1]]:{{[0-9]+}} in put:
  b->data[i] = c;
}
static void put_all(struct buf *b, const char *s, int n) {
  for (int i = 0; i < n; i++) put(b, i, s[i]);
}
static void level3(struct buf *b) { put_all(b, "abcdefghij", 9); }
static void level2(struct buf *b) { level3(b); }
static void level1(struct buf *b) { level2(b); }

int main(void) {
  struct buf b;
  b.cap = 8;
  b.data = malloc((size_t)b.cap);
  if (!b.data) return 1;
  level1(&b);
  free(b.data);
  return 0;
}
