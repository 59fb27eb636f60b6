/* ubnative.h -- the native side of the sanitizer-differential campaign
 * (scripts/ub_campaign.py): included with clang -include into a program
 * built with -fsanitize=..., it defines the SV-COMP environment so that
 * the native program draws the values of $MEMTERM_NONDET (comma-separated
 * integers) in order, then zeros, as `memterm --run --nondet LIST` does.
 * An assumption that fails ends the run with status 103 (memterm --run
 * does the same): the input is not one of the program's. */
/* no <stdlib.h>: its declarations (random, ...) would clash with a
 * program's own; these match the C library's */
char *getenv(const char *name);
long long strtoll(const char *s, char **end, int base);
unsigned long long strtoull(const char *s, char **end, int base);
void exit(int status) __attribute__((__noreturn__));

static const char *mtn_pos;
static int mtn_init;

static long long mtn_next(void) {
  if (!mtn_init) {
    mtn_init = 1;
    mtn_pos = getenv("MEMTERM_NONDET");
  }
  if (!mtn_pos || !*mtn_pos) return 0;
  char *end;
  long long v;
  if (*mtn_pos == '-') v = strtoll(mtn_pos, &end, 0);
  else v = (long long)strtoull(mtn_pos, &end, 0);
  mtn_pos = *end == ',' ? end + 1 : end;
  return v;
}

#define MTN(name, type) \
  static __attribute__((unused)) type name(void) { return (type)mtn_next(); }
MTN(__VERIFIER_nondet_int, int)
MTN(__VERIFIER_nondet_uint, unsigned int)
MTN(__VERIFIER_nondet_unsigned, unsigned int)
MTN(__VERIFIER_nondet_long, long)
MTN(__VERIFIER_nondet_ulong, unsigned long)
MTN(__VERIFIER_nondet_longlong, long long)
MTN(__VERIFIER_nondet_ulonglong, unsigned long long)
MTN(__VERIFIER_nondet_short, short)
MTN(__VERIFIER_nondet_ushort, unsigned short)
MTN(__VERIFIER_nondet_char, char)
MTN(__VERIFIER_nondet_uchar, unsigned char)
MTN(__VERIFIER_nondet_bool, _Bool)
#undef MTN

static __attribute__((unused)) void __VERIFIER_assume(int cond) {
  if (!cond) exit(103);
}
