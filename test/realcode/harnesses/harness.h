/*
 * harness.h -- what the real-code harnesses share: the SV-COMP nondet
 * interface (memterm models it; test/realcode/native/nondet.c defines it
 * for the native ASan/UBSan builds) and small helpers that build bounded
 * nondet inputs.  Only declarations and static helpers: no library code.
 */
#ifndef REALCODE_HARNESS_H
#define REALCODE_HARNESS_H

#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int cond);

/* a nondet unsigned in [lo, hi].  REALCODE_NATIVE_FOLD (set by the native
   random-seed builds of scripts/realcode-bench.sh only) folds a value
   outside the range into it instead of ending the run at the assume; a
   value inside the range, such as every value of a memterm counterexample,
   is left as it is. */
static unsigned nd_range(unsigned lo, unsigned hi) {
  unsigned v = __VERIFIER_nondet_uint();
#ifdef REALCODE_NATIVE_FOLD
  if (v < lo || v > hi) v = lo + v % (hi - lo + 1);
#endif
  __VERIFIER_assume(v >= lo && v <= hi);
  return v;
}

/* a nondet int in [lo, hi] (folded like nd_range in native builds) */
static int nd_srange(int lo, int hi) {
  int v = __VERIFIER_nondet_int();
#ifdef REALCODE_NATIVE_FOLD
  if (v < lo || v > hi) v = lo + (int)((unsigned)v % (unsigned)(hi - lo + 1));
#endif
  __VERIFIER_assume(v >= lo && v <= hi);
  return v;
}

/* a heap string of nondet length 0..max with nondet non-NUL characters,
   NUL-terminated; *len gets its length */
static char *nd_string(unsigned max, unsigned *len) {
  unsigned n = nd_range(0, max);
  char *s = malloc(n + 1);
  if (!s) exit(0);
  for (unsigned i = 0; i < n; i++) {
    char c = __VERIFIER_nondet_char();
    __VERIFIER_assume(c != 0);
    s[i] = c;
  }
  s[n] = 0;
  if (len) *len = n;
  return s;
}

/* a heap buffer of exactly n nondet bytes (any value); malloc(0) avoided */
static unsigned char *nd_bytes(unsigned n) {
  unsigned char *b = malloc(n ? n : 1);
  if (!b) exit(0);
  for (unsigned i = 0; i < n; i++) b[i] = __VERIFIER_nondet_uchar();
  return b;
}

#endif
