/* property: no-overflow expect: false */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

/* Bug: the same hash computed in a signed int; h * 33 overflows after a
   few characters (5381 * 33^4 > INT_MAX). */
int main(void) {
  int len = __VERIFIER_nondet_int();
  __VERIFIER_assume(len >= 0 && len <= 1000);
  int h = 5381;
  int nonzero = 0;
  for (int i = 0; i < len; i++) {
    unsigned char c = __VERIFIER_nondet_uchar();
    h = h * 33 + c;
    if (c != 0) nonzero++;
  }
  unsigned int uh = (unsigned int)h;
  int bucket = (int)(uh % 1024u);
  int next = bucket + 1 + nonzero;
  return next;
}
