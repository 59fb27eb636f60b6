/* crypto-algorithms RC4: key setup with a nondet key of length 1..8 (valid:
   1..256), then a key stream of nondet length 0..16 into a buffer of that
   length. */
#include "harness.h"
#include "arcfour.h"

int main(void) {
  unsigned klen = nd_range(1, 8);
  BYTE *key = nd_bytes(klen);
  BYTE state[256];
  arcfour_key_setup(state, key, (int)klen);
  unsigned n = nd_range(0, 16);
  BYTE *out = malloc(n ? n : 1);
  if (!out) return 0;
  arcfour_generate_stream(state, out, n);
  free(out);
  free(key);
  return 0;
}
