/* crypto-algorithms base64: decode an arbitrary (possibly malformed, e.g.
   from the network) input of nondet length 1..8 into a buffer sized by the
   decoder's own size query.  The header states no precondition on the
   input beyond its length; see README for why this use is debatable. */
#include "harness.h"
#include "base64.h"

int main(void) {
  unsigned n = nd_range(1, 8);
  BYTE *in = nd_bytes(n);
  size_t dlen = base64_decode(in, NULL, n);
  BYTE *dec = malloc(dlen ? dlen : 1);
  if (!dec) return 0;
  base64_decode(in, dec, n);
  free(dec);
  free(in);
  return 0;
}
