/* tiny-AES-c (AES-128): CBC encryption then decryption, in place, of a
   buffer of 0..3 blocks (length a multiple of AES_BLOCKLEN, as aes.h
   requires). */
#include "harness.h"
#include "aes.h"

int main(void) {
  uint8_t *key = nd_bytes(AES_KEYLEN);
  uint8_t *iv = nd_bytes(AES_BLOCKLEN);
  struct AES_ctx ctx;
  AES_init_ctx_iv(&ctx, key, iv);
  unsigned blocks = nd_range(0, 3);
  size_t n = (size_t)blocks * AES_BLOCKLEN;
  uint8_t *buf = nd_bytes((unsigned)n);
  AES_CBC_encrypt_buffer(&ctx, buf, n);
  AES_ctx_set_iv(&ctx, iv);
  AES_CBC_decrypt_buffer(&ctx, buf, n);
  free(buf);
  free(iv);
  free(key);
  return 0;
}
