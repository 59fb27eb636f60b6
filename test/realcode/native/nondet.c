/*
 * nondet.c -- the SV-COMP nondet interface for native (ASan/UBSan) builds
 * of the real-code harnesses (test/realcode/harnesses; driven by
 * scripts/realcode-bench.sh --native / --replay).
 *
 * Where the values come from:
 *   MT_NONDET="v1,v2,..."  exactly these values, in the order the program
 *                          draws them (memterm's "nondet inputs:" list of a
 *                          counterexample); each is converted to the type
 *                          asked for, as memterm does; once the list is used
 *                          up, further draws give 0 (and MT_NONDET_STRICT=1
 *                          makes that an exit with status 3 instead).
 *   MT_SEED=N              otherwise: a pseudo-random stream from seed N
 *                          (default 1), mostly small numbers, sometimes
 *                          boundaries or arbitrary bits; characters mostly
 *                          from the punctuation that parsers care about.
 * __VERIFIER_assume(0) ends the run at once with status 0 (_exit: no
 * LeakSanitizer pass over a run that was only cut short).  With
 * MT_NONDET_TRACE=1 every drawn value is printed to stderr; with
 * MT_NONDET_MARK=1 (or TRACE) a failed assume says so on stderr.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int inited, replay, strict, trace, mark;
static const char *list_pos;
static uint64_t rng_state;
static unsigned long draws;

static void init(void) {
  if (inited) return;
  inited = 1;
  const char *l = getenv("MT_NONDET");
  const char *s = getenv("MT_SEED");
  const char *st = getenv("MT_NONDET_STRICT");
  const char *tr = getenv("MT_NONDET_TRACE");
  strict = st && *st == '1';
  trace = tr && *tr == '1';
  const char *mk = getenv("MT_NONDET_MARK");
  mark = trace || (mk && *mk == '1');
  if (l) {
    replay = 1;
    list_pos = l;
  }
  rng_state = s ? strtoull(s, NULL, 10) : 1;
  rng_state = rng_state * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
}

static uint64_t rnd(void) { /* splitmix64 */
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* the next value of the replay list; 0 (or exit) once it is used up */
static uint64_t next_listed(void) {
  while (*list_pos == ' ' || *list_pos == ',') list_pos++;
  if (!*list_pos) {
    if (strict) {
      fprintf(stderr, "[nondet] replay list used up at draw %lu\n", draws + 1);
      _exit(3);
    }
    return 0;
  }
  char *end;
  uint64_t v;
  if (*list_pos == '-') v = (uint64_t)strtoll(list_pos, &end, 10);
  else v = strtoull(list_pos, &end, 10);
  if (end == list_pos) {
    fprintf(stderr, "[nondet] bad value in MT_NONDET at '%s'\n", list_pos);
    _exit(4);
  }
  list_pos = end;
  return v;
}

static const char interesting[] = "{}[]\":,=;#'\\ \t\n\rabAZxf019-.tnul+/";

/* a random value of `bits` bits, `is_char` for character types */
static uint64_t random_value(unsigned bits, int is_char) {
  uint64_t mask = bits >= 64 ? ~0ull : ((1ull << bits) - 1);
  uint64_t r = rnd() % 32;
  if (is_char) {
    if (r < 22) return (uint64_t)(unsigned char)interesting[rnd() % (sizeof interesting - 1)];
    if (r < 23) return 0;
    return rnd() & mask;
  }
  if (r < 18) return rnd() % 9;       /* small: sizes, counts, indices */
  if (r < 22) return rnd() % 17;
  if (r < 24) return rnd() % 65;
  if (r < 25) return 0;
  if (r < 26) return mask;            /* -1 / max */
  if (r < 27) return mask >> 1;       /* signed max */
  if (r < 28) return (mask >> 1) + 1; /* signed min */
  if (r < 30) return (uint64_t)-(int64_t)(rnd() % 17) & mask; /* small negative */
  return rnd() & mask;
}

static uint64_t draw(unsigned bits, int is_char, int is_signed) {
  init();
  uint64_t v = replay ? next_listed() : random_value(bits, is_char);
  draws++;
  uint64_t mask = bits >= 64 ? ~0ull : ((1ull << bits) - 1);
  v &= mask;
  if (trace) {
    if (is_signed && bits < 64 && (v >> (bits - 1)) & 1)
      fprintf(stderr, "[nondet] #%lu = %lld\n", draws, (long long)(v | ~mask));
    else
      fprintf(stderr, "[nondet] #%lu = %llu\n", draws, (unsigned long long)v);
  }
  return v;
}


int __VERIFIER_nondet_int(void) { return (int)(uint32_t)draw(32, 0, 1); }
unsigned int __VERIFIER_nondet_uint(void) { return (unsigned)draw(32, 0, 0); }
char __VERIFIER_nondet_char(void) { return (char)(uint8_t)draw(8, 1, 1); }
signed char __VERIFIER_nondet_schar(void) { return (signed char)(uint8_t)draw(8, 1, 1); }
unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char)draw(8, 1, 0); }
short __VERIFIER_nondet_short(void) { return (short)(uint16_t)draw(16, 0, 1); }
unsigned short __VERIFIER_nondet_ushort(void) { return (unsigned short)draw(16, 0, 0); }
long __VERIFIER_nondet_long(void) { return (long)draw(8 * sizeof(long), 0, 1); }
unsigned long __VERIFIER_nondet_ulong(void) { return (unsigned long)draw(8 * sizeof(long), 0, 0); }
long long __VERIFIER_nondet_longlong(void) { return (long long)draw(64, 0, 1); }
unsigned long long __VERIFIER_nondet_ulonglong(void) { return (unsigned long long)draw(64, 0, 0); }
size_t __VERIFIER_nondet_size_t(void) { return (size_t)draw(8 * sizeof(size_t), 0, 0); }
_Bool __VERIFIER_nondet_bool(void) { return (_Bool)(draw(1, 0, 0) & 1); }

void __VERIFIER_assume(int cond) {
  if (!cond) {
    init();
    if (mark) fprintf(stderr, "[nondet] assume failed after %lu draw(s)\n", draws);
    _exit(0);
  }
}
