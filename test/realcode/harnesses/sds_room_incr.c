/* sds: the documented sdsMakeRoomFor/sdsIncrLen pattern (make room for k
   bytes, write m <= k of them after the end, then sdsIncrLen(s, m) with
   m > 0), a right trim with a negative increment, sdsgrowzero, sdscpylen,
   sdsRemoveFreeSpace and sdsclear on a string from sdsfromlonglong. */
#include "harness.h"
#include "sds.h"

int main(void) {
  long v = __VERIFIER_nondet_long();
  sds s = sdsfromlonglong(v);
  size_t oldlen = sdslen(s);
  unsigned k = nd_range(1, 8);
  s = sdsMakeRoomFor(s, k);
  unsigned m = nd_range(1, k);
  for (unsigned i = 0; i < m; i++) s[oldlen + i] = __VERIFIER_nondet_char();
  sdsIncrLen(s, (ssize_t)m);
  unsigned r = nd_range(0, (unsigned)sdslen(s));
  if (r) sdsIncrLen(s, -(ssize_t)r);
  unsigned g = nd_range(0, 40);
  s = sdsgrowzero(s, g);
  unsigned n = nd_range(0, 10);
  unsigned char *b = nd_bytes(n);
  s = sdscpylen(s, (const char *)b, n);
  s = sdsRemoveFreeSpace(s);
  volatile size_t sz = sdsAllocSize(s);
  (void)sz;
  sdsclear(s);
  sdsfree(s);
  free(b);
  return 0;
}
