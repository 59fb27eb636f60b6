/* crypto-algorithms base64: encode nondet bytes (length 0..8, nondet
   newline flag) into a buffer sized by the size query (out == NULL), then
   decode the encoding into a buffer sized by the decoder's size query. */
#include "harness.h"
#include "base64.h"

int main(void) {
  unsigned n = nd_range(0, 8);
  BYTE *in = nd_bytes(n);
  int nl = __VERIFIER_nondet_int() != 0;
  size_t elen = base64_encode(in, NULL, n, nl);
  BYTE *enc = malloc(elen ? elen : 1);
  if (!enc) return 0;
  size_t e2 = base64_encode(in, enc, n, nl);
  if (e2 > 0) { /* base64_decode needs len >= 1 */
    size_t dlen = base64_decode(enc, NULL, e2);
    BYTE *dec = malloc(dlen ? dlen : 1);
    if (!dec) return 0;
    base64_decode(enc, dec, e2);
    free(dec);
  }
  free(enc);
  free(in);
  return 0;
}
