/* property: valid-memsafety expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);
extern unsigned char __VERIFIER_nondet_uchar(void);

/* Bug: the token count is compared with sizeof(starts), the size in
   bytes (256), not the number of elements (64); the 65th token is stored
   past the end of the array. */
#define MAXTOK 64
int starts[MAXTOK];

int main(void) {
  int len = __VERIFIER_nondet_int();
  __VERIFIER_assume(len >= 0 && len <= 1000);
  int ntok = 0, in_word = 0;
  for (int i = 0; i < len; i++) {
    unsigned char c = __VERIFIER_nondet_uchar();
    if (c == ' ' || c == ',' || c < 32) {
      in_word = 0;
    } else if (!in_word) {
      in_word = 1;
      if (ntok < sizeof(starts)) {
        starts[ntok] = i;
        ntok++;
      }
    }
  }
  return ntok;
}
