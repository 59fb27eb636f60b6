/* sds: split a binary buffer (nondet bytes, length 0..8) by a separator of
   1 or 2 nondet bytes with sdssplitlen, join the pieces back with
   sdsjoinsds, free everything with sdsfreesplitres. */
#include "harness.h"
#include "sds.h"

int main(void) {
  unsigned n = nd_range(0, 8);
  unsigned char *b = nd_bytes(n);
  unsigned seplen = nd_range(1, 2);
  char sep[2];
  sep[0] = __VERIFIER_nondet_char();
  sep[1] = __VERIFIER_nondet_char();
  int count = 0;
  sds *tok = sdssplitlen((const char *)b, n, sep, (int)seplen, &count);
  if (tok) {
    sds j = sdsjoinsds(tok, count, sep, seplen);
    sdsfree(j);
    sdsfreesplitres(tok, count);
  }
  free(b);
  return 0;
}
