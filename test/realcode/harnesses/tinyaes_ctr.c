/* tiny-AES-c (AES-128): CTR mode on a buffer of nondet length 0..40 (any
   length allowed), in place, twice from the same IV (decrypt = encrypt),
   with AES_ctx_set_iv in between. */
#include "harness.h"
#include "aes.h"

int main(void) {
  uint8_t *key = nd_bytes(AES_KEYLEN);
  uint8_t *iv = nd_bytes(AES_BLOCKLEN);
  struct AES_ctx ctx;
  AES_init_ctx_iv(&ctx, key, iv);
  unsigned n = nd_range(0, 40);
  uint8_t *buf = nd_bytes(n);
  AES_CTR_xcrypt_buffer(&ctx, buf, n);
  AES_ctx_set_iv(&ctx, iv);
  AES_CTR_xcrypt_buffer(&ctx, buf, n);
  free(buf);
  free(iv);
  free(key);
  return 0;
}
