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
  int start = nd_srange(-16, 16);
  int end = nd_srange(-16, 16);
  sdsrange(s, start, end);
  volatile size_t len = sdslen(s);
  (void)len;
  sdsfree(t);
  sdsfree(s);
  free(c);
  free(b);
  return 0;
}
