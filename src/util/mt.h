/*
 * mt.h -- shared utilities of memterm: status codes, allocation that never
 * returns NULL, arenas, growable vectors, the run context (options, stats,
 * log level, deadline) and leveled logging.
 *
 * Every stage includes this header.  Nothing here holds global mutable
 * state: the run context `mt_run` is passed explicitly (STYLE.md).
 */
#ifndef MT_H
#define MT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define MT_FORMAT(i, j) __attribute__((format(printf, i, j)))
#define MT_MUST_CHECK __attribute__((warn_unused_result))
#define MT_NORETURN __attribute__((noreturn))
#define MT_UNUSED __attribute__((unused))

/* ---- status codes returned at stage boundaries ------------------------ */
typedef enum mt_status {
  MT_OK = 0,
  MT_ERR_USAGE,       /* bad command line */
  MT_ERR_IO,          /* missing / unreadable file, not a regular file */
  MT_ERR_INPUT,       /* the input is not a C program clang accepts */
  MT_ERR_UNSUPPORTED, /* a construct memterm does not handle (=> unknown) */
  MT_ERR_INTERNAL,    /* clang missing, LLVM failure, ... */
} mt_status;

const char *mt_status_name(mt_status s);

/* ---- allocation: never returns NULL (aborts with a message) ----------- */
void *mt_malloc(size_t n);
void *mt_calloc(size_t n, size_t size);
void *mt_realloc(void *p, size_t n);
char *mt_strdup(const char *s);
char *mt_strndup(const char *s, size_t n);
void mt_free(void *p);
/* printf into a fresh string; caller frees with mt_free */
char *mt_sprintf(const char *fmt, ...) MT_FORMAT(1, 2);

/* ---- arena: bump allocation, freed all at once ------------------------- */
typedef struct mt_arena_chunk mt_arena_chunk;
typedef struct mt_arena {
  mt_arena_chunk *head;
  size_t used;      /* bytes used in head */
  size_t total;     /* bytes handed out, for stats */
} mt_arena;

typedef struct mt_arena_mark {
  mt_arena_chunk *head;
  size_t used;
} mt_arena_mark;

void mt_arena_init(mt_arena *a);
void mt_arena_delete(mt_arena *a);
/* zero-filled, aligned to 16 bytes; owned by the arena */
void *mt_arena_alloc(mt_arena *a, size_t n);
char *mt_arena_strdup(mt_arena *a, const char *s);
char *mt_arena_strndup(mt_arena *a, const char *s, size_t n);
void *mt_arena_memdup(mt_arena *a, const void *p, size_t n);
mt_arena_mark mt_arena_get_mark(const mt_arena *a);
void mt_arena_pop(mt_arena *a, mt_arena_mark m);

#define MT_ANEW(arena, T) ((T *)mt_arena_alloc((arena), sizeof(T)))
#define MT_ANEWN(arena, T, n) ((T *)mt_arena_alloc((arena), sizeof(T) * (size_t)(n)))

/* ---- growable vector of fixed-size items (heap, owner frees) ---------- */
#define MT_VEC(T) struct { T *data; uint32_t len, cap; }
#define MT_VEC_PUSH(v, x)                                                     \
  do {                                                                        \
    if ((v).len == (v).cap) {                                                 \
      (v).cap = (v).cap ? 2 * (v).cap : 8;                                    \
      (v).data = mt_realloc((v).data, sizeof(*(v).data) * (size_t)(v).cap);   \
    }                                                                         \
    (v).data[(v).len++] = (x);                                                \
  } while (0)
#define MT_VEC_FREE(v) (mt_free((v).data), (v).data = NULL, (v).len = (v).cap = 0)

/* the low w bits of b read as a signed (two's complement) number */
static inline int64_t mt_sext(uint64_t b, unsigned w) {
  if (w == 0 || w >= 64) return (int64_t)b;
  uint64_t sg = 1ull << (w - 1);
  b &= (1ull << w) - 1;
  return (int64_t)((b ^ sg) - sg);
}

/* ---- growable string buffer -------------------------------------------- */
typedef struct mt_buf {
  char *data;
  size_t len, cap;
} mt_buf;
void mt_buf_printf(mt_buf *b, const char *fmt, ...) MT_FORMAT(2, 3);
void mt_buf_vprintf(mt_buf *b, const char *fmt, va_list ap);
void mt_buf_putc(mt_buf *b, char c);
/* n raw bytes (binary safe; a NUL still follows the data) */
void mt_buf_append(mt_buf *b, const void *p, size_t n);
void mt_buf_free(mt_buf *b);

/* ---- statistics: counters are always on (stats.def) ------------------- */
typedef enum mt_stat_id {
#define STAT(name, desc) MT_STAT_##name,
#include "stats.def"
#undef STAT
  MT_STAT_COUNT
} mt_stat_id;

typedef struct mt_stats {
  uint64_t c[MT_STAT_COUNT];
} mt_stats;

/* ---- options: one table (driver/options.def) --------------------------- */
typedef enum mt_opt_kind { MT_OPT_INT, MT_OPT_BOOL, MT_OPT_STR } mt_opt_kind;

typedef struct mt_options {
#define OPT(name, kind, def, lo, hi, desc) MT_OPT_FIELD_##kind(name)
#define MT_OPT_FIELD_INT(name) int64_t name;
#define MT_OPT_FIELD_BOOL(name) bool name;
#define MT_OPT_FIELD_STR(name) const char *name;
#include "../driver/options.def"
#undef OPT
} mt_options;

/* ---- the memory budget (--memory-limit) --------------------------------- */
/* Engines see the budget through mt_deadline_passed: once the resident
 * memory of the process exceeds `limit` bytes, every deadline has passed
 * for the rest of the run (exceeded is sticky, so a deadline that a stage
 * restores does not revive it).  The resident size is read from
 * /proc/self/statm at most every 10 ms. */
typedef struct mt_memguard {
  uint64_t limit;       /* bytes; 0 = none */
  uint64_t peak;        /* largest resident size seen (bytes) */
  double next_check;    /* mt_now() time of the next reading */
  bool exceeded;
} mt_memguard;

/* resident set size of this process in bytes (0 when unknown) */
uint64_t mt_resident_bytes(void);
/* true once the guard's limit has been exceeded (reads at most every 10 ms) */
bool mt_memory_exceeded(mt_memguard *g);

/* What a failed allocation does: by default, an error line and exit status
 * 3.  The driver replaces it to answer unknown under --memory-limit.  The
 * hook must not return. */
typedef void (*mt_oom_hook)(size_t bytes);
void mt_set_oom_hook(mt_oom_hook hook);

/* ---- the run context --------------------------------------------------- */
typedef struct mt_run {
  const mt_options *opt;
  mt_stats stats;
  int verbosity;        /* -v count */
  double start;         /* mt_now() at start */
  double deadline;      /* absolute mt_now() time; 0 = none */
  mt_memguard *mem;     /* memory budget; NULL = none */
  const char *program;  /* the program as the command line gave it when it is
                           more than one file (units, -I, -D, --compile-commands),
                           for the commands memterm suggests; NULL: the input */
} mt_run;

#define MT_INC(run, name) ((run)->stats.c[MT_STAT_##name]++)
#define MT_ADD(run, name, n) ((run)->stats.c[MT_STAT_##name] += (uint64_t)(n))
#define MT_GET(run, name) ((run)->stats.c[MT_STAT_##name])

/* gcd of |a| and |b| (0 when both are 0); 1 when it does not fit in
 * int64_t (both are INT64_MIN or 0), which is always a safe divisor */
static inline int64_t mt_gcd64(int64_t a, int64_t b) {
  uint64_t x = a < 0 ? (uint64_t)0 - (uint64_t)a : (uint64_t)a;
  uint64_t y = b < 0 ? (uint64_t)0 - (uint64_t)b : (uint64_t)b;
  while (y) {
    uint64_t t = x % y;
    x = y;
    y = t;
  }
  return x > (uint64_t)INT64_MAX ? 1 : (int64_t)x;
}

/* wall-clock seconds since an arbitrary origin (monotonic) */
double mt_now(void);
/* CPU seconds this process has used (all its threads): a clock that
 * other processes on the machine do not slow down */
double mt_cpu_now(void);
/* the time is up, or the memory budget is spent */
bool mt_deadline_passed(const mt_run *run);
void mt_stats_print(const mt_run *run, FILE *out);

/* leveled logging to stderr; module is a short prefix like "front" */
void mt_log(const mt_run *run, int level, const char *module, const char *fmt, ...)
    MT_FORMAT(4, 5);
static inline bool mt_log_on(const struct mt_run *run, int level) {
  return run && run->verbosity >= level;
}
#define MT_LOG(run, level, module, ...)                                       \
  do {                                                                        \
    if (mt_log_on((run), (level)))                                            \
      mt_log((run), (level), (module), __VA_ARGS__);                          \
  } while (0)

/* user-facing error line: "memterm: error: ..." on stderr (stdout flushed) */
void mt_error(const char *fmt, ...) MT_FORMAT(1, 2);
/* internal invariant broken: message and abort (a memterm bug) */
MT_NORETURN void mt_fatal(const char *fmt, ...) MT_FORMAT(1, 2);

/* read a whole file; returns MT_ERR_IO with message in *err (caller frees) */
mt_status mt_read_file(const char *path, char **out, size_t *len, char **err) MT_MUST_CHECK;

#endif
