/* crypto-algorithms AES: key schedule for a nondet key size (128, 192 or
   256 bits, schedule of 60 words as aes_test.c uses), CTR encryption in
   place of a nondet length 0..20 (any length allowed), CBC encryption and
   decryption of 1..2 blocks. */
#include "harness.h"
#include "aes.h"

/* defined in aes.c (and used by aes_test.c) but missing from aes.h */
int aes_decrypt_cbc(const BYTE in[], size_t in_len, BYTE out[], const WORD key[], int keysize, const BYTE iv[]);

int main(void) {
  int sel = (int)nd_range(0, 2);
  int keysize = sel == 0 ? 128 : sel == 1 ? 192 : 256;
  BYTE *key = nd_bytes(32);
  WORD sched[60];
  aes_key_setup(key, sched, keysize);
  BYTE iv[AES_BLOCK_SIZE] = {0};
  iv[15] = __VERIFIER_nondet_uchar();

  unsigned n = nd_range(0, 20);
  BYTE *buf = nd_bytes(n);
  aes_encrypt_ctr(buf, n, buf, sched, keysize, iv);

  unsigned blocks = nd_range(1, 2);
  BYTE *pt = nd_bytes(blocks * AES_BLOCK_SIZE);
  BYTE *ct = malloc(blocks * AES_BLOCK_SIZE);
  BYTE *back = malloc(blocks * AES_BLOCK_SIZE);
  if (!ct || !back) return 0;
  aes_encrypt_cbc(pt, blocks * AES_BLOCK_SIZE, ct, sched, keysize, iv);
  aes_decrypt_cbc(ct, blocks * AES_BLOCK_SIZE, back, sched, keysize, iv);
  free(back);
  free(ct);
  free(pt);
  free(buf);
  free(key);
  return 0;
}
