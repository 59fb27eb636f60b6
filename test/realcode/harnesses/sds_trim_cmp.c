/* sds: sdsnew from a nondet C string, a duplicate, trim with a character
   set, case mapping, sdsmapchars, sdscmp of the two. */
#include "harness.h"
#include "sds.h"

int main(void) {
  char *c = nd_string(8, NULL);
  sds s = sdsnew(c);
  sds d = sdsdup(s);
  s = sdstrim(s, " xa");
  sdstolower(d);
  sdstoupper(s);
  d = sdsmapchars(d, "ab", "AB", 2);
  volatile int r = sdscmp(s, d);
  (void)r;
  sdsfree(s);
  sdsfree(d);
  free(c);
  return 0;
}
