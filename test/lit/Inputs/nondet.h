/* Inputs/nondet.h -- the native side of compare.sh: the SV-COMP nondet
 * functions return the values of $MEMTERM_NONDET (comma-separated integers)
 * in order, then 0, as `memterm --run --nondet LIST` does.  Included with
 * gcc -include; the definitions are static, so a program's own
 * `extern int __VERIFIER_nondet_int(void);` still compiles. */
#include <stdlib.h>

static const char *mt_nondet_pos;
static int mt_nondet_init;

static long long mt_nondet_next(void) {
  if (!mt_nondet_init) {
    mt_nondet_init = 1;
    mt_nondet_pos = getenv("MEMTERM_NONDET");
  }
  if (!mt_nondet_pos || !*mt_nondet_pos) return 0;
  char *end;
  long long v;
  if (*mt_nondet_pos == '-') v = strtoll(mt_nondet_pos, &end, 0);
  else v = (long long)strtoull(mt_nondet_pos, &end, 0);
  mt_nondet_pos = *end == ',' ? end + 1 : end;
  return v;
}

#define MT_NONDET(name, type) \
  static __attribute__((unused)) type name(void) { return (type)mt_nondet_next(); }
MT_NONDET(__VERIFIER_nondet_int, int)
MT_NONDET(__VERIFIER_nondet_uint, unsigned int)
MT_NONDET(__VERIFIER_nondet_long, long)
MT_NONDET(__VERIFIER_nondet_ulong, unsigned long)
MT_NONDET(__VERIFIER_nondet_longlong, long long)
MT_NONDET(__VERIFIER_nondet_ulonglong, unsigned long long)
MT_NONDET(__VERIFIER_nondet_short, short)
MT_NONDET(__VERIFIER_nondet_ushort, unsigned short)
MT_NONDET(__VERIFIER_nondet_char, char)
MT_NONDET(__VERIFIER_nondet_uchar, unsigned char)
MT_NONDET(__VERIFIER_nondet_bool, _Bool)
#undef MT_NONDET

/* memterm --run exits 103 when an assumption fails. */
static __attribute__((unused)) void __VERIFIER_assume(int cond) {
  if (!cond) exit(103);
}
