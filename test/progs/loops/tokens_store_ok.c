/* property: valid-memsafety expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void *malloc(unsigned long size);
extern void free(void *ptr);
extern unsigned char __VERIFIER_nondet_uchar(void);

/* A tokenizer records the start of each token in starts[64]; the token
   count is checked against the array length before each store. */
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
      if (ntok < MAXTOK) {
        starts[ntok] = i;
        ntok++;
      }
    }
  }
  return ntok;
}
