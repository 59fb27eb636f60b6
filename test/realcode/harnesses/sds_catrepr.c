/* sds: sdscatrepr (escaped representation, through sdscatprintf, i.e.
   vsnprintf and va_list) of a nondet binary buffer. */
#include "harness.h"
#include "sds.h"

int main(void) {
  unsigned n = nd_range(0, 4);
  unsigned char *b = nd_bytes(n);
  sds s = sdsempty();
  s = sdscatrepr(s, (const char *)b, n);
  sdsfree(s);
  free(b);
  return 0;
}
