/* sds: build a binary string and a C string of nondet contents, append
   both (sdscatsds, sdscat), then cut out a range with nondet (possibly
   negative, possibly out of range) start/end as sdsrange documents. */
#include "harness.h"
#include "sds.h"

int main(void) {
  unsigned n = nd_range(0, 6);
  unsigned char *b = nd_bytes(n);
  sds s = sdsnewlen(b, n);
  unsigned m;
  char *c = nd_string(4, &m);
  sds t = sdsnew(c);
  s = sdscatsds(s, t);
  s = sdscat(s, c);
  int start = __VERIFIER_nondet_int(), end = __VERIFIER_nondet_int();
  __VERIFIER_assume(start >= -16 && start <= 16 && end >= -16 && end <= 16);
  sdsrange(s, start, end);
  volatile size_t len = sdslen(s);
  (void)len;
  sdsfree(t);
  sdsfree(s);
  free(c);
  free(b);
  return 0;
}
