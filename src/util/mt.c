/* mt.c -- allocation, arenas, buffers, logging, statistics, file reading. */
#include "mt.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

const char *mt_status_name(mt_status s) {
  switch (s) {
  case MT_OK: return "ok";
  case MT_ERR_USAGE: return "usage error";
  case MT_ERR_IO: return "i/o error";
  case MT_ERR_INPUT: return "invalid input";
  case MT_ERR_UNSUPPORTED: return "unsupported";
  case MT_ERR_INTERNAL: return "internal error";
  }
  return "?";
}

/* ---- allocation ------------------------------------------------------- */

/* the process's one reaction to a failed allocation (set by the driver
 * before any engine runs; like a signal handler, it is process-wide) */
static mt_oom_hook oom_hook;

void mt_set_oom_hook(mt_oom_hook hook) { oom_hook = hook; }

static MT_NORETURN void out_of_memory(size_t n) {
  if (oom_hook) oom_hook(n);
  fflush(stdout);
  fprintf(stderr, "memterm: error: out of memory (allocating %zu bytes)\n", n);
  exit(3);
}

void *mt_malloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) out_of_memory(n);
  return p;
}

void *mt_calloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p) out_of_memory(n * size);
  return p;
}

void *mt_realloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) out_of_memory(n);
  return q;
}

char *mt_strdup(const char *s) { return mt_strndup(s, strlen(s)); }

char *mt_strndup(const char *s, size_t n) {
  char *r = mt_malloc(n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

void mt_free(void *p) { free(p); }

char *mt_sprintf(const char *fmt, ...) {
  mt_buf b = {0};
  va_list ap;
  va_start(ap, fmt);
  mt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  if (!b.data) return mt_strdup("");
  return b.data;
}

/* ---- arena ------------------------------------------------------------ */

struct mt_arena_chunk {
  mt_arena_chunk *next;
  size_t size;
  _Alignas(16) unsigned char data[];
};

#define MT_ARENA_CHUNK 65536u

void mt_arena_init(mt_arena *a) { memset(a, 0, sizeof *a); }

void mt_arena_delete(mt_arena *a) {
  mt_arena_chunk *c = a->head;
  while (c) {
    mt_arena_chunk *n = c->next;
    free(c);
    c = n;
  }
  memset(a, 0, sizeof *a);
}

void *mt_arena_alloc(mt_arena *a, size_t n) {
  size_t need = (n + 15u) & ~(size_t)15u;
  if (need == 0) need = 16;
  if (!a->head || a->used + need > a->head->size) {
    size_t size = need > MT_ARENA_CHUNK ? need : MT_ARENA_CHUNK;
    mt_arena_chunk *c = mt_malloc(sizeof *c + size);
    c->next = a->head;
    c->size = size;
    a->head = c;
    a->used = 0;
  }
  void *p = a->head->data + a->used;
  a->used += need;
  a->total += need;
  memset(p, 0, need);
  return p;
}

char *mt_arena_strdup(mt_arena *a, const char *s) {
  return mt_arena_strndup(a, s, strlen(s));
}

char *mt_arena_strndup(mt_arena *a, const char *s, size_t n) {
  char *r = mt_arena_alloc(a, n + 1);
  memcpy(r, s, n);
  return r;
}

void *mt_arena_memdup(mt_arena *a, const void *p, size_t n) {
  void *r = mt_arena_alloc(a, n);
  if (n) memcpy(r, p, n);
  return r;
}

mt_arena_mark mt_arena_get_mark(const mt_arena *a) {
  mt_arena_mark m = {a->head, a->used};
  return m;
}

void mt_arena_pop(mt_arena *a, mt_arena_mark m) {
  while (a->head != m.head) {
    mt_arena_chunk *n = a->head->next;
    free(a->head);
    a->head = n;
    a->used = a->head ? a->head->size : 0;
  }
  a->used = m.used;
}

/* ---- buffers ---------------------------------------------------------- */

void mt_buf_vprintf(mt_buf *b, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0) return;
  if (b->len + (size_t)n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + (size_t)n + 1) cap *= 2;
    b->data = mt_realloc(b->data, cap);
    b->cap = cap;
  }
  vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
  b->len += (size_t)n;
}

void mt_buf_printf(mt_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  mt_buf_vprintf(b, fmt, ap);
  va_end(ap);
}

void mt_buf_putc(mt_buf *b, char c) {
  if (b->len + 2 > b->cap) {
    b->cap = b->cap ? 2 * b->cap : 64;
    b->data = mt_realloc(b->data, b->cap);
  }
  b->data[b->len++] = c;
  b->data[b->len] = 0;
}

void mt_buf_append(mt_buf *b, const void *p, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t nc = b->cap ? 2 * b->cap : 64;
    while (nc < b->len + n + 1) nc *= 2;
    b->data = mt_realloc(b->data, nc);
    b->cap = nc;
  }
  if (n) memcpy(b->data + b->len, p, n);
  b->len += n;
  b->data[b->len] = 0;
}

void mt_buf_free(mt_buf *b) {
  free(b->data);
  memset(b, 0, sizeof *b);
}

/* ---- time, stats, logging ---------------------------------------------- */

double mt_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double mt_cpu_now(void) {
  struct timespec ts;
  if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)) return mt_now();
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

uint64_t mt_resident_bytes(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  if (!f) return 0;
  unsigned long long size = 0, resident = 0;
  int n = fscanf(f, "%llu %llu", &size, &resident);
  fclose(f);
  if (n != 2) return 0;
  long page = sysconf(_SC_PAGESIZE);
  return (uint64_t)resident * (uint64_t)(page > 0 ? page : 4096);
}

bool mt_memory_exceeded(mt_memguard *g) {
  if (!g || !g->limit) return false;
  if (g->exceeded) return true;
  double now = mt_now();
  if (now < g->next_check) return false;
  g->next_check = now + 0.01;
  uint64_t rss = mt_resident_bytes();
  if (rss > g->peak) g->peak = rss;
  if (rss > g->limit) g->exceeded = true;
  return g->exceeded;
}

bool mt_deadline_passed(const mt_run *run) {
  if (!run) return false;
  if (run->mem && mt_memory_exceeded(run->mem)) return true;
  return run->deadline > 0 && mt_now() >= run->deadline;
}

static const char *const stat_names[] = {
#define STAT(name, desc) #name,
#include "stats.def"
#undef STAT
};
static const char *const stat_descs[] = {
#define STAT(name, desc) desc,
#include "stats.def"
#undef STAT
};

void mt_stats_print(const mt_run *run, FILE *out) {
  fprintf(out, "c statistics\n");
  for (int i = 0; i < MT_STAT_COUNT; i++)
    fprintf(out, "c %-22s %12llu  %s\n", stat_names[i],
            (unsigned long long)run->stats.c[i], stat_descs[i]);
  fprintf(out, "c %-22s %12.3f  %s\n", "time", mt_now() - run->start,
          "wall-clock seconds");
  struct rusage ru;
  if (getrusage(RUSAGE_SELF, &ru) == 0)
    fprintf(out, "c %-22s %12.1f  %s\n", "peak_memory", (double)ru.ru_maxrss / 1024.0,
            "largest resident size of memterm, MB");
}

void mt_log(const mt_run *run, int level, const char *module, const char *fmt, ...) {
  (void)level;
  fflush(stdout);
  double t = run ? mt_now() - run->start : 0.0;
  fprintf(stderr, "[%s %.3f] ", module, t);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
}

void mt_error(const char *fmt, ...) {
  fflush(stdout);
  fputs("memterm: error: ", stderr);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
}

void mt_fatal(const char *fmt, ...) {
  fflush(stdout);
  fputs("memterm: internal error: ", stderr);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  abort();
}

mt_status mt_read_file(const char *path, char **out, size_t *len, char **err) {
  *out = NULL;
  *len = 0;
  *err = NULL;
  struct stat st;
  if (stat(path, &st) != 0) {
    *err = mt_sprintf("cannot open '%s': %s", path, strerror(errno));
    return MT_ERR_IO;
  }
  if (S_ISDIR(st.st_mode)) {
    *err = mt_sprintf("'%s' is a directory, not a file", path);
    return MT_ERR_IO;
  }
  if (!S_ISREG(st.st_mode)) {
    *err = mt_sprintf("'%s' is not a regular file", path);
    return MT_ERR_IO;
  }
  FILE *f = fopen(path, "rb");
  if (!f) {
    *err = mt_sprintf("cannot open '%s': %s", path, strerror(errno));
    return MT_ERR_IO;
  }
  mt_buf b = {0};
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
    if (b.len + n + 1 > b.cap) {
      size_t cap = b.cap ? b.cap : 65536;
      while (cap < b.len + n + 1) cap *= 2;
      b.data = mt_realloc(b.data, cap);
      b.cap = cap;
    }
    memcpy(b.data + b.len, chunk, n);
    b.len += n;
  }
  bool bad = ferror(f);
  fclose(f);
  if (bad) {
    mt_buf_free(&b);
    *err = mt_sprintf("cannot read '%s'", path);
    return MT_ERR_IO;
  }
  if (!b.data) b.data = mt_strdup("");
  else b.data[b.len] = 0;
  *out = b.data;
  *len = b.len;
  return MT_OK;
}
