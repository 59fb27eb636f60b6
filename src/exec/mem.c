/*
 * mem.c -- the interpreter's memory: blocks with concrete addresses, checked
 * accesses, loads and stores of IR types, and the leak analysis at exit.
 */
#include <math.h>
#include <string.h>

#include "exec_int.h"

#define XGAP 16u          /* unaddressable bytes after every block */
#define XFIRST 0x10000u   /* first address handed out */

void x_mem_init(xctx *x) {
  xblock none;
  memset(&none, 0, sizeof none);
  MT_VEC_PUSH(x->blocks, none);
  x->next_addr = XFIRST;
  /* ILP32 programs see 32-bit addresses; LP64 ones are kept below 2^40 */
  x->addr_limit = x->ps == 4 ? 0xFFFF0000ull : (1ull << 40);
}

void x_mem_free(xctx *x) {
  for (uint32_t i = 1; i < x->blocks.len; i++) {
    mt_free(x->blocks.data[i].data);
    mt_free(x->blocks.data[i].init);
  }
  MT_VEC_FREE(x->blocks);
}

uint32_t x_block_new(xctx *x, uint64_t size, uint32_t align, xblk_kind kind) {
  if (align < 16) align = 16;
  if (size > XALLOC_LIMIT || x->live_bytes + size > XMEM_LIMIT) {
    x_stop(x, EXEC_RESOURCE_LIMIT, EXEC_V_NONE,
           "allocation of %llu bytes exceeds the interpreter's memory limit",
           (unsigned long long)size);
    return 0;
  }
  uint64_t base = (x->next_addr + align - 1) & ~((uint64_t)align - 1);
  if (base + size + XGAP >= x->addr_limit) {
    x_stop(x, EXEC_RESOURCE_LIMIT, EXEC_V_NONE, "the interpreter ran out of addresses");
    return 0;
  }
  x->next_addr = base + size + XGAP;
  xblock b;
  memset(&b, 0, sizeof b);
  b.base = base;
  b.size = size;
  b.data = mt_calloc(size ? size : 1, 1);
  b.kind = (uint8_t)kind;
  b.state = XB_LIVE;
  b.func = XB_NONE_FUNC;
  if (x->cur) b.loc = x->cur->loc;
  if (x->cur_func) b.func = (uint32_t)(x->cur_func - x->m->funcs.data);
  MT_VEC_PUSH(x->blocks, b);
  x->live_bytes += size;
  MT_INC(x->run, exec_blocks);
  return x->blocks.len - 1;
}

uint32_t x_block_find(const xctx *x, uint64_t addr) {
  uint32_t lo = 1, hi = x->blocks.len; /* first block with base > addr */
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (x->blocks.data[mid].base <= addr) lo = mid + 1;
    else hi = mid;
  }
  if (lo <= 1) return 0;
  const xblock *b = &x->blocks.data[lo - 1];
  return addr <= b->base + b->size ? lo - 1 : 0;
}

uint32_t x_block_of(const xctx *x, xval p) {
  if (p.prov && p.prov < x->blocks.len) return p.prov;
  return x_block_find(x, p.bits);
}

void x_fill_uninit(xctx *x, uint32_t id, uint64_t from) {
  xblock *b = &x->blocks.data[id];
  if (x->o->uninit && b->data && from < b->size)
    memset(b->data + from, x->o->uninit, (size_t)(b->size - from));
  if (b->data && from < b->size) { /* [from, size) indeterminate */
    if (!b->init) {
      b->init = mt_malloc(b->size);
      memset(b->init, 1, (size_t)b->size);
    }
    memset(b->init + from, 0, (size_t)(b->size - from));
  }
}

void x_init_copy(xctx *x, uint32_t dst, uint32_t src, uint64_t n) {
  const xblock *s = &x->blocks.data[src];
  xblock *d = &x->blocks.data[dst];
  if (n > d->size || (!s->init && !d->init)) return;
  if (!s->init) {
    memset(d->init, 1, (size_t)n);
    return;
  }
  if (!d->init) {
    d->init = mt_malloc(d->size ? d->size : 1);
    memset(d->init, 1, (size_t)d->size);
  }
  memcpy(d->init, s->init, (size_t)(n < s->size ? n : s->size));
}

void x_init_check(xctx *x, uint32_t id, uint64_t off, uint64_t n) {
  const xblock *b = &x->blocks.data[id];
  if (!b->init || x->indet) return;
  for (uint64_t i = off; i < off + n && i < b->size; i++)
    if (!b->init[i] || (b->init[i] == 2 && !x->addr_read)) {
      x->indet = true;
      return;
    }
}

static void init_make(xblock *b) {
  if (b->init || !b->data) return;
  b->init = mt_malloc(b->size ? b->size : 1);
  memset(b->init, 1, (size_t)b->size);
}

void x_mark_addr(xctx *x, uint32_t id, uint64_t off, uint64_t n) {
  xblock *b = &x->blocks.data[id];
  init_make(b);
  if (b->init && off <= b->size && n <= b->size - off) memset(b->init + off, 2, (size_t)n);
}

void x_copy_addr(xctx *x, uint32_t did, uint64_t doff, uint32_t sid, uint64_t soff, uint64_t n) {
  const xblock *s = &x->blocks.data[sid];
  if (!s->init || soff > s->size || n > s->size - soff) return;
  for (uint64_t i = 0; i < n; i++)
    if (s->init[soff + i] == 2) {
      xblock *d = &x->blocks.data[did];
      init_make(d);
      if (d->init && doff + i < d->size) d->init[doff + i] = 2;
      s = &x->blocks.data[sid];
    }
}

void x_block_kill(xctx *x, uint32_t id, xblk_state st) {
  xblock *b = &x->blocks.data[id];
  if (b->state != XB_LIVE) return;
  b->state = (uint8_t)st;
  mt_free(b->data);
  b->data = NULL;
  mt_free(b->init);
  b->init = NULL;
  x->live_bytes -= b->size;
}

static const char *kind_name(const xblock *b) {
  switch ((xblk_kind)b->kind) {
  case XB_GLOBAL: return "global";
  case XB_FUNC: return "function";
  case XB_STACK: return "stack";
  case XB_HEAP: return "heap";
  case XB_EXTERN: return "external";
  }
  return "?";
}

static const char *site_func(const xctx *x, const xblock *b) {
  return b->func == XB_NONE_FUNC ? "?" : x->m->funcs.data[b->func].name;
}

uint8_t *x_access(xctx *x, xval p, uint64_t n, bool write) {
  const char *what = write ? "write" : "read";
  uint64_t addr = p.bits & x->ptr_mask;
  uint32_t id = x_block_of(x, p);
  if (!id) {
    if (addr < XFIRST)
      x_stop(x, EXEC_VIOLATION, EXEC_V_DEREF, "%s of %llu byte(s) through %s pointer",
             what, (unsigned long long)n, addr == 0 ? "a null" : "an invalid (near-null)");
    else
      x_stop(x, EXEC_VIOLATION, EXEC_V_DEREF,
             "%s of %llu byte(s) at address 0x%llx, which is in no object", what,
             (unsigned long long)n, (unsigned long long)addr);
    return NULL;
  }
  xblock *b = &x->blocks.data[id];
  if (b->state == XB_FREED) {
    const char *fn = site_func(x, b);
    if (!strncmp(fn, "__mt_", 5)) /* --entry's harness: its dangling pointer argument */
      x_stop(x, EXEC_VIOLATION, EXEC_V_DEREF, "%s through a dangling pointer argument (to freed memory)", what);
    else
      x_stop(x, EXEC_VIOLATION, EXEC_V_DEREF, "%s of freed memory (block of %llu bytes allocated at line %u in %s)",
             what, (unsigned long long)b->size, b->loc.line, fn);
    return NULL;
  }
  if (b->state == XB_DEAD) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_DEREF,
           "%s of a stack object of %s (line %u) after its function returned", what,
           site_func(x, b), b->loc.line);
    return NULL;
  }
  if (b->kind == XB_FUNC) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_DEREF, "%s of %llu byte(s) of a function's code", what,
           (unsigned long long)n);
    return NULL;
  }
  if (addr < b->base || addr - b->base > b->size || n > b->size - (addr - b->base)) {
    int64_t off = (int64_t)(addr - b->base);
    /* the block's own range with the top address bit flipped: a pointer
     * whose offset did not fit (IR_GEP in exec.c) */
    uint64_t unflipped = (addr ^ ((uint64_t)1 << (8 * x->ps - 1))) & x->ptr_mask;
    if (unflipped >= b->base && unflipped - b->base <= b->size)
      x_stop(x, EXEC_VIOLATION, EXEC_V_DEREF,
             "out-of-bounds %s of %llu byte(s) of a %s block of %llu bytes, through a pointer "
             "whose offset does not fit in %u bits (the index times the element size overflowed)",
             what, (unsigned long long)n, kind_name(b), (unsigned long long)b->size, 8 * x->ps);
    else
      x_stop(x, EXEC_VIOLATION, EXEC_V_DEREF,
             "out-of-bounds %s of %llu byte(s) at offset %lld of a %s block of %llu bytes", what,
             (unsigned long long)n, (long long)off, kind_name(b), (unsigned long long)b->size);
    return NULL;
  }
  if (write && b->readonly) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "write to read-only memory (a constant or string literal)");
    return NULL;
  }
  if (b->init) { /* a write makes its bytes determinate; a read checks them */
    if (write) memset(b->init + (addr - b->base), 1, (size_t)n);
    else x_init_check(x, id, addr - b->base, n);
  }
  return b->data + (addr - b->base);
}

bool x_strlen(xctx *x, xval p, uint64_t max, uint64_t *len) {
  /* check the first byte through x_access (null, freed, bounds), then scan
   * the block; running off its end is an out-of-bounds read */
  if (max == 0) {
    *len = 0;
    return true;
  }
  const uint8_t *s = x_access(x, p, 1, false);
  if (!s) return false;
  const xblock *b = &x->blocks.data[x_block_of(x, p)];
  uint64_t off = (p.bits & x->ptr_mask) - b->base;
  uint64_t avail = b->size - off;
  uint64_t lim = avail < max ? avail : max;
  const uint8_t *z = memchr(s, 0, (size_t)lim);
  x_init_check(x, x_block_of(x, p), off, z ? (uint64_t)(z - s) + 1 : lim);
  if (z) {
    *len = (uint64_t)(z - s);
    return true;
  }
  if (lim == max) {
    *len = max;
    return true;
  }
  xval q = p;
  q.bits += avail;
  (void)x_access(x, q, 1, false); /* reports the out-of-bounds byte */
  return false;
}

uint64_t x_read_le(const uint8_t *p, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n && i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

void x_write_le(uint8_t *p, unsigned n, uint64_t v) {
  for (unsigned i = 0; i < n; i++) p[i] = i < 8 ? (uint8_t)(v >> (8 * i)) : 0;
}

double x_fp80_to_double(const uint8_t b[10]) {
  uint64_t mant = x_read_le(b, 8);
  unsigned se = (unsigned)b[8] | ((unsigned)b[9] << 8);
  int sign = (se >> 15) & 1;
  int exp = (int)(se & 0x7fff);
  double d;
  if (exp == 0x7fff) d = (mant << 1) ? NAN : INFINITY;
  else if (exp == 0 && mant == 0) d = 0.0;
  else d = ldexp((double)mant, exp - 16383 - 63);
  return sign ? -d : d;
}

void x_double_to_fp80(double d, uint8_t b[10]) {
  memset(b, 0, 10);
  int sign = signbit(d) ? 1 : 0;
  unsigned e80 = 0;
  uint64_t m80 = 0;
  if (isnan(d)) {
    e80 = 0x7fff;
    m80 = 0xC000000000000000ull;
  } else if (isinf(d)) {
    e80 = 0x7fff;
    m80 = 0x8000000000000000ull;
  } else if (d != 0.0) {
    int e;
    double fr = frexp(fabs(d), &e); /* d = fr * 2^e, fr in [0.5, 1) */
    m80 = (uint64_t)ldexp(fr, 64);
    e80 = (unsigned)(e - 1 + 16383);
  }
  x_write_le(b, 8, m80);
  unsigned se = e80 | ((unsigned)sign << 15);
  b[8] = (uint8_t)se;
  b[9] = (uint8_t)(se >> 8);
}

bool x_load(xctx *x, xval p, ir_type_id t, xval *out) {
  const ir_type *ty = ir_type_get(x->m, t);
  uint64_t n = ty->store;
  x->addr_read = ty->kind == IR_T_PTR; /* a pointer read back; an integer or an
                                        * aggregate holding address bytes: flagged */
  const uint8_t *src = x_access(x, p, n, false);
  x->addr_read = false;
  if (!src) return false;
  out->prov = 0;
  out->agg = NULL;
  switch (ty->kind) {
  case IR_T_INT:
    out->bits = x_read_le(src, (unsigned)n) & x_mask(ty->bits);
    return true;
  case IR_T_PTR:
    out->bits = x_read_le(src, (unsigned)n);
    out->prov = out->bits ? x_block_find(x, out->bits) : 0;
    return true;
  case IR_T_FLOAT:
    out->bits = x_read_le(src, 4);
    return true;
  case IR_T_DOUBLE:
    out->bits = x_read_le(src, 8);
    return true;
  case IR_T_FP80: {
    double d = x_fp80_to_double(src);
    memcpy(&out->bits, &d, 8);
    return true;
  }
  default:
    out->bits = 0;
    out->agg = mt_malloc(n ? n : 1);
    memcpy(out->agg, src, n);
    return true;
  }
}

/* t holds a pointer somewhere (an aggregate's image may carry addresses) */
static bool has_ptr(const ir_module *m, ir_type_id t, int depth) {
  const ir_type *ty = ir_type_get(m, t);
  if (ty->kind == IR_T_PTR) return true;
  if (depth > 8) return true; /* (deep nesting: assume so) */
  if (ty->kind == IR_T_STRUCT) {
    for (uint32_t i = 0; i < ty->nfields; i++)
      if (has_ptr(m, ty->fields[i], depth + 1)) return true;
    return false;
  }
  if (ty->kind == IR_T_ARRAY || ty->kind == IR_T_VECTOR) return has_ptr(m, ty->elem, depth + 1);
  return false;
}

bool x_store(xctx *x, xval p, ir_type_id t, const xval *v) {
  const ir_type *ty = ir_type_get(x->m, t);
  uint64_t n = ty->store;
  uint8_t *dst = x_access(x, p, n, true);
  if (!dst) return false;
  if (ty->kind == IR_T_PTR && v->bits) {
    uint32_t id = x_block_of(x, p);
    x_mark_addr(x, id, (p.bits & x->ptr_mask) - x->blocks.data[id].base, n);
  }
  switch (ty->kind) {
  case IR_T_INT:
  case IR_T_PTR:
  case IR_T_FLOAT:
  case IR_T_DOUBLE:
    x_write_le(dst, (unsigned)n, v->bits);
    return true;
  case IR_T_FP80: {
    double d;
    memcpy(&d, &v->bits, 8);
    x_double_to_fp80(d, dst);
    return true;
  }
  default:
    /* an aggregate image's address bytes are not marked as such: a proof
     * by the only execution does not rest on what reads them */
    if (!x->indet && has_ptr(x->m, t, 0)) x->indet = true;
    if (v->agg) memcpy(dst, v->agg, n);
    else memset(dst, 0, n);
    return true;
  }
}

/* ---- leaks ------------------------------------------------------------------ */

typedef struct leak_scan {
  xctx *x;
  uint8_t *reach;               /* per block id */
  MT_VEC(uint32_t) work;
} leak_scan;

static void mark_word(leak_scan *s, uint64_t w) {
  if (w < XFIRST) return;
  uint32_t id = x_block_find(s->x, w);
  if (!id || s->reach[id]) return;
  const xblock *b = &s->x->blocks.data[id];
  if (b->kind != XB_HEAP || b->state != XB_LIVE) return;
  s->reach[id] = 1;
  MT_VEC_PUSH(s->work, id);
}

/* every pointer-sized window of the bytes (conservative: any integer that
 * looks like an address into a block keeps it reachable) */
static void scan_bytes(leak_scan *s, const uint8_t *p, uint64_t n) {
  unsigned ps = s->x->ps;
  for (uint64_t i = 0; i + ps <= n; i++) mark_word(s, x_read_le(p + i, ps));
}

static void scan_val(leak_scan *s, const xval *v, ir_type_id t) {
  if (v->prov) mark_word(s, s->x->blocks.data[v->prov].base);
  mark_word(s, v->bits);
  if (v->agg) scan_bytes(s, v->agg, ir_type_get(s->x->m, t)->size);
}

static void scan_frame(leak_scan *s, const xframe *fr) {
  const ir_module *m = s->x->m;
  for (uint32_t i = 0; i < fr->f->nparams; i++) {
    const ir_value *pv = ir_val_get(m, fr->f->params[i]);
    scan_val(s, &fr->slots[pv->u.local.slot], pv->type);
  }
  for (uint32_t i = 0; i < fr->f->ninsts; i++) {
    const ir_inst *in = &fr->f->insts[i];
    if (in->result == IR_NONE) continue;
    const ir_value *rv = ir_val_get(m, in->result);
    scan_val(s, &fr->slots[rv->u.local.slot], rv->type);
  }
  for (uint32_t i = 0; i < fr->allocas.len; i++) {
    const xblock *b = &s->x->blocks.data[fr->allocas.data[i]];
    if (b->state == XB_LIVE) scan_bytes(s, b->data, b->size);
  }
}

void x_leaks(xctx *x) {
  exec_result *r = x->res;
  leak_scan s;
  memset(&s, 0, sizeof s);
  s.x = x;
  s.reach = mt_calloc(x->blocks.len, 1);
  for (uint32_t i = 1; i < x->blocks.len; i++) {
    const xblock *b = &x->blocks.data[i];
    if ((b->kind == XB_GLOBAL || b->kind == XB_EXTERN) && b->state == XB_LIVE)
      scan_bytes(&s, b->data, b->size);
  }
  for (uint32_t i = 0; i < x->stack.len; i++) scan_frame(&s, &x->stack.data[i]);
  while (s.work.len) {
    const xblock *b = &x->blocks.data[s.work.data[--s.work.len]];
    scan_bytes(&s, b->data, b->size);
  }
  uint32_t first_unreach = 0, first_unfreed = 0;
  for (uint32_t i = 1; i < x->blocks.len; i++) {
    const xblock *b = &x->blocks.data[i];
    if (b->kind != XB_HEAP || b->state != XB_LIVE) continue;
    r->leaks_unfreed++;
    if (!first_unfreed) first_unfreed = i;
    if (!s.reach[i]) {
      r->leaks_unreachable++;
      if (!first_unreach) first_unreach = i;
    }
  }
  uint32_t first = first_unreach ? first_unreach : first_unfreed;
  if (first) {
    const xblock *b = &x->blocks.data[first];
    r->leak_loc = b->loc;
    r->leak_func = b->func == XB_NONE_FUNC ? NULL : x->m->funcs.data[b->func].name;
  }
  MT_VEC_FREE(s.work);
  mt_free(s.reach);
}
