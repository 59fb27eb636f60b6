/* Native harness for the loop suite (scripts/loop-suite.sh).

   Defines the SV-COMP functions so that a program of the suite can be
   compiled and run natively, with sanitizers, on chosen inputs:

     MT_NONDET=v1,v2,...  values returned by the first nondet calls
     MT_CONST=1           after the list, keep returning its last value
     MT_SEED=N            seed of the pseudo-random values after the list
     MT_SMALL=1           random values from [-2, 10] only (so that equal
                          values, e.g. n == capacity, are frequent)
     MT_MAX_CALLS=N       after N nondet calls the run ends with exit(0)
                          (default 4000000; a cut, never a violation)

   Random values mix small numbers, mid-size ranges, magnitudes chosen
   log-uniformly, boundary values (0, +-1, INT_MAX, INT_MIN, 64, ...)
   and full-range 32-bit values, so that typical __VERIFIER_assume ranges
   are hit often.

   __VERIFIER_assume(c) ends a run whose assumption fails with exit(0).
   reach_error() calls __assert_fail, defined here: it prints REACH_ERROR
   and exits with status 97. Sanitizer reports are recognised by the
   script from their text. On any abnormal end the first values drawn are
   printed as "MT_VALUES: ..." so that the input can be replayed. */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sanitizer/common_interface_defs.h>

#define KEEP 32

static int inited;
static long long list[1024];
static int nlist, pos;
static int mode_const, mode_small;
static unsigned long long rng_state;
static long long calls, max_calls = 4000000;
static long long drawn[KEEP];

static const long long boundary[] = {
    0, 1, -1, 2, -2, 3, 7, 8, 31, 32, 63, 64, 65, 100, 127, 128, 255, 256,
    999, 1000, 1001, 1023, 1024, 4095, 4096, 65535, 65536, 46340, 46341,
    499999, 500000, 999999, 1000000, INT_MAX, INT_MAX - 1, INT_MIN,
    INT_MIN + 1, INT_MAX / 2, INT_MAX / 2 + 1, (long long)UINT_MAX};

static void print_values(void) {
  long long n = calls < KEEP ? calls : KEEP;
  fprintf(stderr, "MT_VALUES:");
  for (long long i = 0; i < n; i++)
    fprintf(stderr, "%s%lld", i ? "," : " ", drawn[i]);
  fprintf(stderr, "%s (%lld nondet calls)\n", calls > KEEP ? ",..." : "",
          calls);
}

static void on_death(void) { print_values(); }

static void init(void) {
  const char *s;
  inited = 1;
  __sanitizer_set_death_callback(on_death);
  s = getenv("MT_NONDET");
  if (s && *s) {
    char *copy = strdup(s), *save = 0, *tok;
    for (tok = strtok_r(copy, ",", &save); tok && nlist < 1024;
         tok = strtok_r(0, ",", &save))
      list[nlist++] = strtoll(tok, 0, 0);
    free(copy);
  }
  s = getenv("MT_CONST");
  mode_const = s && *s == '1';
  s = getenv("MT_SMALL");
  mode_small = s && *s == '1';
  s = getenv("MT_SEED");
  rng_state = 0x9E3779B97F4A7C15ull * (unsigned long long)(s ? strtoll(s, 0, 0) : 1) + 12345;
  s = getenv("MT_MAX_CALLS");
  if (s && *s) max_calls = strtoll(s, 0, 0);
}

static unsigned long long next64(void) { /* splitmix64 */
  unsigned long long z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static long long uniform(long long lo, long long hi) { /* [lo, hi] */
  return lo + (long long)(next64() % (unsigned long long)(hi - lo + 1));
}

static long long random_value(void) {
  unsigned r;
  if (mode_small) return uniform(-2, 10);
  r = (unsigned)(next64() % 100);
  if (r < 20) return uniform(-4, 70);
  if (r < 40) return uniform(0, 1100);
  if (r < 55) { /* log-uniform magnitude, non-negative */
    int k = (int)(next64() % 32);
    return (long long)(next64() % (1ull << k));
  }
  if (r < 65) { /* log-uniform magnitude, negative */
    int k = (int)(next64() % 32);
    return -1 - (long long)(next64() % (1ull << k));
  }
  if (r < 80)
    return boundary[next64() % (sizeof boundary / sizeof boundary[0])];
  return (long long)(int)(unsigned)next64(); /* full 32-bit range */
}

static long long draw(void) {
  long long v;
  if (!inited) init();
  if (calls >= max_calls) exit(0);
  if (pos < nlist)
    v = list[pos++];
  else if (mode_const && nlist > 0)
    v = list[nlist - 1];
  else
    v = random_value();
  if (calls < KEEP) drawn[calls] = v;
  calls++;
  return v;
}

int __VERIFIER_nondet_int(void) { return (int)(unsigned)draw(); }
unsigned int __VERIFIER_nondet_uint(void) { return (unsigned)draw(); }
unsigned __VERIFIER_nondet_unsigned(void) { return (unsigned)draw(); }
long __VERIFIER_nondet_long(void) { return (long)draw(); }
unsigned long __VERIFIER_nondet_ulong(void) { return (unsigned long)draw(); }
short __VERIFIER_nondet_short(void) { return (short)(unsigned short)draw(); }
unsigned short __VERIFIER_nondet_ushort(void) { return (unsigned short)draw(); }
char __VERIFIER_nondet_char(void) { return (char)(unsigned char)draw(); }
unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char)draw(); }
_Bool __VERIFIER_nondet_bool(void) { return (_Bool)(draw() & 1); }

void __VERIFIER_assume(int c) {
  if (!c) exit(0);
}

__attribute__((noreturn)) void __assert_fail(const char *expr, const char *file,
                                             unsigned int line, const char *fn) {
  if (!inited) init();
  fprintf(stderr, "REACH_ERROR: %s:%u: %s: %s\n", file, line, fn, expr);
  print_values();
  fflush(stderr);
  _exit(97);
}
