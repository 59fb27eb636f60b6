/* crypto-algorithms SHA-256: hash nondet bytes (0..8) followed by a zero
   block of nondet length 0..64 (so that both sha256_update's block
   transform and both branches of sha256_final's padding are reachable). */
#include "harness.h"
#include "sha256.h"

static const BYTE zeros[64];

int main(void) {
  unsigned n = nd_range(0, 8);
  BYTE *in = nd_bytes(n);
  unsigned z = nd_range(0, 64);
  SHA256_CTX ctx;
  BYTE hash[32];
  sha256_init(&ctx);
  sha256_update(&ctx, in, n);
  sha256_update(&ctx, zeros, z);
  sha256_final(&ctx, hash);
  free(in);
  return 0;
}
