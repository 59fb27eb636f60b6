/* tiny-AES-c built with -DAES256=1: key expansion of a nondet 32-byte key,
   ECB encryption and decryption of one nondet block on the stack. */
#include "harness.h"
#include "aes.h"

int main(void) {
  uint8_t key[AES_KEYLEN];
  for (unsigned i = 0; i < AES_KEYLEN; i++) key[i] = __VERIFIER_nondet_uchar();
  uint8_t block[AES_BLOCKLEN];
  for (unsigned i = 0; i < AES_BLOCKLEN; i++) block[i] = __VERIFIER_nondet_uchar();
  struct AES_ctx ctx;
  AES_init_ctx(&ctx, key);
  AES_ECB_encrypt(&ctx, block);
  AES_ECB_decrypt(&ctx, block);
  return 0;
}
