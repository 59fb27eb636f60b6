// RUN: %memterm --property-file %props/valid-memsafety.prp --stats --timeout 60 %s 2>%t.err | FileCheck %s
// A ring walk after a loop of 256 steps (RC4's key stream): sampling does
// not get past the first loop, so the walk's relation has no samples, and
// its candidates are the bounds by the program's constants unfiltered --
// among them j <= 255, the remainder's divisor less one, which Houdini
// keeps and the graph takes at the loop head.  With BUG the ring has 257
// positions for 256 cells.
// CHECK-NOT: Result: false
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

static void stream(unsigned char *st, unsigned char *out, unsigned long len) {
  int i = 0, j = 0;
  for (unsigned long k = 0; k < len; k++) {
    i = (i + 1) % 256;
#ifdef BUG
    j = (j + st[i]) % 257;
#else
    j = (j + st[i]) % 256;
#endif
    unsigned char t = st[i];
    st[i] = st[j];
    st[j] = t;
    out[k] = st[(st[i] + st[j]) % 256];
  }
}

int main(void) {
  unsigned char st[256], out[16];
  for (int k = 0; k < 256; k++) st[k] = (unsigned char)k;
  for (int k = 0; k < 256; k++) {
    unsigned char t = st[k];
    int o = __VERIFIER_nondet_uchar();
    st[k] = st[o];
    st[o] = t;
  }
  unsigned n = (unsigned)__VERIFIER_nondet_int();
  __VERIFIER_assume(n <= 16);
  stream(st, out, n);
  return out[0];
}
