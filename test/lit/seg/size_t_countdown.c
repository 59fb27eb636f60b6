// RUN: %memterm --random-runs 0 --bmc-bound 0 --seg-unroll 0 --property-file %props/valid-memsafety.prp %s | FileCheck %s --check-prefix=GRAPH
// RUN: %memterm --property-file %props/termination.prp %s | FileCheck %s --check-prefix=TERM
// A size_t count walked down to 0 while a pointer walks up its block
// (the idiom of memset/memcpy/bzero).  `n--` on a size_t is `add n, -1`
// in the IR: the constant is 2^64-1 read unsigned, and the graph must add
// its signed reading modulo 2^64 (exact where the sum stays in range).
// With the test before the decrement (`while (n--)`) the decrement may
// wrap (n = 0 on the last test): the graph splits on n >= 1
// (size_t_countdown_post.c).  size_t_countdown_over.c writes one byte more
// than the block has: never proved.
// GRAPH: {{^Result: true$}}
// TERM: {{^Result: true$}}
#include <stdlib.h>
extern unsigned long __VERIFIER_nondet_ulong(void);

static void fill(char *p, unsigned long n) {
#ifdef POST_DEC
  while (n--)
    *p++ = 7;
#else
  while (n != 0) {
    *p++ = 7;
    n--;
  }
#endif
}

int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n < 1 || n > 1000000) return 0;
  char *b = malloc(n);
#ifdef ONE_MORE
  fill(b, n + 1);
#else
  fill(b, n);
#endif
  free(b);
  return 0;
}
