/* property: no-overflow expect: true */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

/* A djb2-style hash computed in unsigned arithmetic: it wraps around
   (well defined); the only signed arithmetic is on small values. */
int main(void) {
  int len = __VERIFIER_nondet_int();
  __VERIFIER_assume(len >= 0 && len <= 1000);
  unsigned int h = 5381u;
  int nonzero = 0;
  for (int i = 0; i < len; i++) {
    unsigned char c = __VERIFIER_nondet_uchar();
    h = h * 33u + c;
    if (c != 0) nonzero++;
  }
  int bucket = (int)(h % 1024u);
  int next = bucket + 1 + nonzero;
  return next;
}
