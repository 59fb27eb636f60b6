/*
 * mem.c -- memory of the bounded model checker: blocks (base, size, live
 * flag), the validity conditions of accesses, and the two encodings of
 * contents.
 *
 * SEAM (seed 001): the memory is the list of stores of the path; a read is
 * rewritten eagerly into an if-then-else chain over the stores that may
 * overlap it.  The address-range test prunes the chain: two accesses whose
 * bases are different numerals, or whose base is the same and whose
 * offsets are numerals with disjoint byte ranges, never overlap; a store
 * that certainly covers the byte ends the chain.  Only stores that may
 * overlap reach the solver.
 *
 * Arrays: the memory is one array term from (base ++ offset) to bytes and
 * one to the base stored with a pointer's first byte; reads are `select`,
 * writes `store`, and Z3's array theory does the rest.
 *
 * Fresh heap and stack memory reads as zero, as in the interpreter's
 * replay (fill byte 0); globals start with their images and relocations.
 * In proof mode fresh memory (not calloc's) and extern globals read as
 * unconstrained values: a fresh variable per read, which over-approximates
 * the one indeterminate value a byte has.
 */
#include "bmc_int.h"

#include <string.h>

smt_term bmc_fresh(bmc_ctx *c, unsigned w, const char *what) {
  char name[64];
  snprintf(name, sizeof name, "%s_%u", what, c->fresh++);
  return smt_bv_var(c->smt, w, name);
}

static smt_term base_of(bmc_ctx *c, bval p) { return p.b ? p.b : bv(c, BMC_BW, 0); }

/* the block id when the base is a numeral naming a block, else UINT32_MAX */
static uint32_t const_blk(bmc_ctx *c, const bstate *s, smt_term b, bool *is_const) {
  uint64_t v;
  *is_const = smt_bv_const(c->smt, b, &v);
  if (!*is_const || v >= s->nblks) return UINT32_MAX;
  return (uint32_t)v;
}

uint32_t bmc_blk_new(bmc_ctx *c, bstate *s, bblk_kind k, smt_term size) {
  if (s->nblks == s->capblks) {
    uint32_t cap = s->capblks ? 2 * s->capblks : 16;
    bblk *nb = MT_ANEWN(&c->arena, bblk, cap);
    if (s->nblks) memcpy(nb, s->blks, sizeof *nb * s->nblks);
    s->blks = nb;
    s->capblks = cap;
  }
  bblk *b = &s->blks[s->nblks];
  b->kind = k;
  b->readonly = false;
  b->zeroed = false;
  b->size = size;
  b->live = smt_true(c->smt);
  return s->nblks++;
}

static bool derefable(bblk_kind k) { return k == BK_GLOBAL || k == BK_HEAP || k == BK_STACK; }

/* n bytes at offset off fit into block i */
static smt_term fits(bmc_ctx *c, const bblk *k, smt_term off, smt_term n) {
  smt_term a = smt_bv_cmp(c->smt, SMT_BV_ULE, n, k->size);
  smt_term b = smt_bv_cmp(c->smt, SMT_BV_ULE, off, smt_bv_bin(c->smt, SMT_BV_SUB, k->size, n));
  return and2(c, k->live, and2(c, a, b));
}

smt_term bmc_valid_access(bmc_ctx *c, const bstate *s, bval p, smt_term n, bool write) {
  smt_term b = base_of(c, p);
  bool isc;
  uint32_t i = const_blk(c, s, b, &isc);
  if (isc) {
    if (i == UINT32_MAX || !derefable(s->blks[i].kind) || (write && s->blks[i].readonly))
      return smt_false(c->smt);
    return fits(c, &s->blks[i], p.v, n);
  }
  smt_term r = smt_false(c->smt);
  for (uint32_t j = 1; j < s->nblks; j++) {
    const bblk *k = &s->blks[j];
    if (!derefable(k->kind) || (write && k->readonly) || smt_is_false(c->smt, k->live)) continue;
    smt_term eq = smt_bv_cmp(c->smt, SMT_BV_EQ, b, bv(c, BMC_BW, j));
    r = or2(c, r, and2(c, eq, fits(c, k, p.v, n)));
  }
  return r;
}

smt_term bmc_blk_live(bmc_ctx *c, const bstate *s, smt_term b) {
  bool isc;
  uint32_t i = const_blk(c, s, b, &isc);
  if (isc) return i == UINT32_MAX || !derefable(s->blks[i].kind) ? smt_false(c->smt) : s->blks[i].live;
  smt_term r = smt_false(c->smt);
  for (uint32_t j = 1; j < s->nblks; j++)
    if (derefable(s->blks[j].kind) && !smt_is_false(c->smt, s->blks[j].live))
      r = or2(c, r, and2(c, smt_bv_cmp(c->smt, SMT_BV_EQ, b, bv(c, BMC_BW, j)), s->blks[j].live));
  return r;
}

smt_term bmc_blk_is(bmc_ctx *c, const bstate *s, smt_term b, bblk_kind kind) {
  bool isc;
  uint32_t i = const_blk(c, s, b, &isc);
  if (isc) return i != UINT32_MAX && s->blks[i].kind == kind ? smt_true(c->smt) : smt_false(c->smt);
  smt_term r = smt_false(c->smt);
  for (uint32_t j = 1; j < s->nblks; j++)
    if (s->blks[j].kind == kind) r = or2(c, r, smt_bv_cmp(c->smt, SMT_BV_EQ, b, bv(c, BMC_BW, j)));
  return r;
}

void bmc_blk_kill(bmc_ctx *c, bstate *s, smt_term b) {
  bool isc;
  uint32_t i = const_blk(c, s, b, &isc);
  if (isc) {
    if (i != UINT32_MAX) s->blks[i].live = smt_false(c->smt);
    return;
  }
  for (uint32_t j = 1; j < s->nblks; j++)
    if (s->blks[j].kind == BK_HEAP && !smt_is_false(c->smt, s->blks[j].live))
      s->blks[j].live = and2(c, smt_bv_cmp(c->smt, SMT_BV_NE, b, bv(c, BMC_BW, j)), s->blks[j].live);
}

smt_term bmc_addr(bmc_ctx *c, bval p) {
  return smt_bv_bin(c->smt, SMT_BV_CONCAT, base_of(c, p), p.v);
}

/* ---- initial contents ------------------------------------------------------ */

/* base id of a relocation's target */
static uint32_t reloc_blk(bmc_ctx *c, const ir_reloc *r) {
  const ir_value *t = ir_val_get(c->m, r->target);
  if (t->kind == IR_V_GLOBAL) return 1 + t->u.index;
  if (t->kind == IR_V_FUNC) return 1 + c->nglobals + t->u.index;
  return 0;
}

/* byte o of global g's initial image (relocations: their addend bytes) */
static uint8_t init_byte_at(bmc_ctx *c, const ir_global *g, uint64_t o) {
  unsigned ps = c->m->ptr_size;
  for (uint32_t k = 0; k < g->nrelocs; k++)
    if (o >= g->relocs[k].offset && o < g->relocs[k].offset + ps)
      return (uint8_t)((uint64_t)g->relocs[k].addend >> (8 * (o - g->relocs[k].offset)));
  return g->init && o < g->size ? g->init[o] : 0;
}

static bool global_nonzero(const ir_global *g) {
  if (g->nrelocs) return true;
  if (!g->init) return false;
  for (uint64_t i = 0; i < g->size; i++)
    if (g->init[i]) return true;
  return false;
}

#define BMC_INIT_ITE_MAX 256

/* the initial byte of global g at offset off */
static smt_term global_byte(bmc_ctx *c, const ir_global *g, smt_term off) {
  uint64_t o;
  if (smt_bv_const(c->smt, off, &o)) return bv(c, 8, o < g->size ? init_byte_at(c, g, o) : 0);
  if (!global_nonzero(g)) return bv(c, 8, 0);
  if (g->size > BMC_INIT_ITE_MAX) return bmc_fresh(c, 8, "init");
  smt_term r = bv(c, 8, 0);
  for (uint64_t i = 0; i < g->size; i++) {
    uint8_t x = init_byte_at(c, g, i);
    if (x) r = smt_ite(c->smt, smt_bv_cmp(c->smt, SMT_BV_EQ, off, bv(c, c->P, i)), bv(c, 8, x), r);
  }
  return r;
}

/* the initial base stored at global g's offset off (a relocation) */
/* the base every byte of a relocated pointer in g's image carries (as a
 * pointer stored there would) */
static smt_term global_base(bmc_ctx *c, const ir_global *g, smt_term off) {
  smt_term r = bv(c, BMC_BW, 0);
  uint64_t o, ps = c->m->ptr_size;
  bool isc = smt_bv_const(c->smt, off, &o);
  for (uint32_t k = 0; k < g->nrelocs; k++) {
    smt_term t = bv(c, BMC_BW, reloc_blk(c, &g->relocs[k]));
    uint64_t at = g->relocs[k].offset;
    if (isc) {
      if (o >= at && o - at < ps) return t;
    } else {
      smt_term d = smt_bv_bin(c->smt, SMT_BV_SUB, off, bv(c, c->P, at));
      r = smt_ite(c->smt, smt_bv_cmp(c->smt, SMT_BV_ULT, d, bv(c, c->P, ps)), t, r);
    }
  }
  return r;
}

/* the initial contents of block i at off are known (an image or zeros):
 * always in candidate mode; in proof mode for globals with an initializer
 * and calloc's blocks */
static bool init_known(bmc_ctx *c, const bstate *s, uint32_t i) {
  if (!c->o->prove || i >= s->nblks) return true;
  const bblk *k = &s->blks[i];
  if (k->kind == BK_GLOBAL) return !c->m->globals.data[i - 1].is_extern;
  if (k->kind == BK_HEAP || k->kind == BK_STACK) return k->zeroed;
  return true; /* null, functions: never readable */
}

static smt_term init_of(bmc_ctx *c, const bstate *s, smt_term b, smt_term off, bool want_base) {
  unsigned w = want_base ? BMC_BW : 8;
  bool isc;
  uint32_t i = const_blk(c, s, b, &isc);
  if (isc) {
    if (i != UINT32_MAX && !init_known(c, s, i))
      return want_base ? bv(c, w, BMC_UNINIT_BASE) : bmc_fresh(c, w, "uninit");
    if (i == UINT32_MAX || s->blks[i].kind != BK_GLOBAL) return bv(c, w, 0);
    const ir_global *g = &c->m->globals.data[i - 1];
    return want_base ? global_base(c, g, off) : global_byte(c, g, off);
  }
  if (c->o->prove) {
    /* any block: fresh unless the block's contents are known */
    smt_term r = want_base ? bv(c, w, BMC_UNINIT_BASE) : bmc_fresh(c, w, "uninit");
    uint32_t n = 0;
    for (uint32_t j = 1; j < s->nblks; j++) {
      const bblk *k = &s->blks[j];
      if (k->kind != BK_GLOBAL && !(k->zeroed && (k->kind == BK_HEAP || k->kind == BK_STACK)))
        continue;
      if (!init_known(c, s, j)) continue;
      if (++n > 16) return bmc_fresh(c, w, "init");
      smt_term x = k->kind != BK_GLOBAL ? bv(c, w, 0)
                   : want_base ? global_base(c, &c->m->globals.data[j - 1], off)
                               : global_byte(c, &c->m->globals.data[j - 1], off);
      r = smt_ite(c->smt, smt_bv_cmp(c->smt, SMT_BV_EQ, b, bv(c, BMC_BW, j)), x, r);
    }
    return r;
  }
  smt_term r = bv(c, w, 0);
  uint32_t n = 0;
  for (uint32_t j = 0; j < c->nglobals; j++) {
    const ir_global *g = &c->m->globals.data[j];
    if (!global_nonzero(g) || (want_base && !g->nrelocs)) continue;
    if (++n > 16) return bmc_fresh(c, w, "init");
    smt_term x = want_base ? global_base(c, g, off) : global_byte(c, g, off);
    r = smt_ite(c->smt, smt_bv_cmp(c->smt, SMT_BV_EQ, b, bv(c, BMC_BW, j + 1)), x, r);
  }
  return r;
}

/* ---- SEAM: reads over the store list ---------------------------------------- */

typedef enum rel { REL_DISJOINT, REL_COVERS, REL_MAYBE } rel;

/* the two bases are certainly the same object */
static bool same_base(bmc_ctx *c, smt_term a, smt_term b) {
  uint64_t x, y;
  return a == b || (smt_bv_const(c->smt, a, &x) && smt_bv_const(c->smt, b, &y) && x == y);
}

/* how store e relates to the byte range [off, off+n) of base b (the
 * address-range test); *k: the byte of e at off when REL_COVERS (n == 1) */
static rel relate(bmc_ctx *c, const bstore *e, smt_term b, smt_term off, uint32_t n, uint64_t *k) {
  uint64_t b1, b2, d;
  if (smt_bv_const(c->smt, e->b, &b1) && smt_bv_const(c->smt, b, &b2) && b1 != b2)
    return REL_DISJOINT;
  if (!same_base(c, e->b, b)) return REL_MAYBE;
  smt_term dt = e->off == off ? bv(c, c->P, 0) : smt_bv_bin(c->smt, SMT_BV_SUB, off, e->off);
  if (!smt_bv_const(c->smt, dt, &d)) return REL_MAYBE;
  /* the store holds relative bytes [0, e.n), the read [d, d+n) mod 2^P */
  uint64_t mask = c->P >= 64 ? UINT64_MAX : (UINT64_C(1) << c->P) - 1;
  if (d >= e->n && d + (n - 1) >= d && d + (n - 1) <= mask) return REL_DISJOINT;
  if (d < e->n && n == 1) {
    *k = d;
    return REL_COVERS;
  }
  return REL_MAYBE;
}

#define BMC_CHAIN_MAX 4096

/* one byte (or, want_base, the stored base) at (b, off) */
static smt_term read_byte(bmc_ctx *c, const bstate *s, smt_term b, smt_term off, bool want_base) {
  const bstore *maybe[BMC_CHAIN_MAX];
  uint32_t nm = 0;
  smt_term r = NULL;
  for (const bstore *e = s->mem; e; e = e->next) {
    uint64_t k = 0;
    rel x = relate(c, e, b, off, 1, &k);
    if (x == REL_DISJOINT) continue;
    if (x == REL_COVERS) {
      r = want_base ? (e->vb ? e->vb : bv(c, BMC_BW, 0))
                    : smt_bv_extract(c->smt, 8 * (unsigned)k + 7, 8 * (unsigned)k, e->val);
      break;
    }
    if (nm == BMC_CHAIN_MAX) {
      r = bmc_fresh(c, want_base ? BMC_BW : 8, "chain");
      break;
    }
    maybe[nm++] = e;
  }
  if (!r) r = init_of(c, s, b, off, want_base);
  while (nm > 0) {
    const bstore *e = maybe[--nm];
    smt_term d = smt_bv_bin(c->smt, SMT_BV_SUB, off, e->off);
    smt_term cond = and2(c, smt_bv_cmp(c->smt, SMT_BV_EQ, b, e->b),
                         smt_bv_cmp(c->smt, SMT_BV_ULT, d, bv(c, c->P, e->n)));
    smt_term x;
    if (want_base) {
      x = e->vb ? e->vb : bv(c, BMC_BW, 0);
    } else {
      unsigned W = 8 * e->n;
      smt_term idx = W >= c->P ? smt_bv_zext(c->smt, W, d) : smt_bv_extract(c->smt, W - 1, 0, d);
      smt_term sh = smt_bv_bin(c->smt, SMT_BV_SHL, idx, bv(c, W, 3));
      x = smt_bv_extract(c->smt, 7, 0, smt_bv_bin(c->smt, SMT_BV_LSHR, e->val, sh));
    }
    r = smt_ite(c->smt, cond, x, r);
  }
  return r;
}

static smt_term byte_off(bmc_ctx *c, smt_term off, uint32_t i) {
  return i ? smt_bv_bin(c->smt, SMT_BV_ADD, off, bv(c, c->P, i)) : off;
}

bval bmc_load(bmc_ctx *c, const bstate *s, bval p, uint32_t n) {
  smt_term b = base_of(c, p);
  bval r = {NULL, NULL};
  if (c->o->arrays) {
    smt_term a = bmc_addr(c, p);
    for (uint32_t i = 0; i < n; i++) {
      smt_term ai = i ? smt_bv_bin(c->smt, SMT_BV_ADD, a, bv(c, BMC_BW + c->P, i)) : a;
      smt_term x = smt_array_select(c->smt, s->amem, ai);
      r.v = r.v ? smt_bv_bin(c->smt, SMT_BV_CONCAT, x, r.v) : x;
    }
    r.b = smt_array_select(c->smt, s->abase, a);
    return r;
  }
  /* the newest store that may overlap, when it is exactly this access */
  for (const bstore *e = s->mem; e; e = e->next) {
    uint64_t k;
    if (relate(c, e, b, p.v, n, &k) == REL_DISJOINT) continue;
    if (e->n == n && e->off == p.v && same_base(c, e->b, b)) {
      r.v = e->val;
      r.b = e->vb ? e->vb : bv(c, BMC_BW, 0);
      return r;
    }
    break;
  }
  for (uint32_t i = 0; i < n; i++) {
    smt_term x = read_byte(c, s, b, byte_off(c, p.v, i), false);
    r.v = r.v ? smt_bv_bin(c->smt, SMT_BV_CONCAT, x, r.v) : x;
  }
  r.b = read_byte(c, s, b, p.v, true);
  return r;
}

smt_term bmc_ptr_whole(bmc_ctx *c, const bstate *s, bval p, uint32_t n) {
  smt_term b = base_of(c, p), r = smt_true(c->smt);
  if (c->o->arrays || n < 2) return r;
  /* the newest store that may overlap is exactly this access: one value */
  for (const bstore *e = s->mem; e; e = e->next) {
    uint64_t k;
    if (relate(c, e, b, p.v, n, &k) == REL_DISJOINT) continue;
    if (e->n == n && e->off == p.v && same_base(c, e->b, b)) return r;
    break;
  }
  smt_term b0 = read_byte(c, s, b, p.v, true);
  for (uint32_t i = 1; i < n; i++)
    r = and2(c, r, smt_bv_cmp(c->smt, SMT_BV_EQ, read_byte(c, s, b, byte_off(c, p.v, i), true), b0));
  return r;
}

smt_term bmc_no_ptr_bytes(bmc_ctx *c, const bstate *s, bval p, uint32_t n) {
  smt_term b = base_of(c, p), r = smt_true(c->smt);
  for (uint32_t i = 0; i < n; i++) {
    smt_term vb = read_byte(c, s, b, byte_off(c, p.v, i), true);
    uint64_t k;
    if (smt_bv_const(c->smt, vb, &k) && (k == 0 || k == BMC_UNINIT_BASE)) continue;
    r = and2(c, r, or2(c, smt_bv_cmp(c->smt, SMT_BV_EQ, vb, bv(c, BMC_BW, 0)),
                       smt_bv_cmp(c->smt, SMT_BV_EQ, vb, bv(c, BMC_BW, BMC_UNINIT_BASE))));
  }
  return r;
}

/* v's bits as exactly 8n bits */
static smt_term to_bytes(bmc_ctx *c, smt_term v, uint32_t n) {
  unsigned w = smt_bv_width(c->smt, v), W = 8 * n;
  if (w == W || !w) return v;
  return w < W ? smt_bv_zext(c->smt, W, v) : smt_bv_extract(c->smt, W - 1, 0, v);
}

void bmc_store(bmc_ctx *c, bstate *s, bval p, uint32_t n, bval v) {
  smt_term b = base_of(c, p);
  smt_term val = to_bytes(c, v.v, n);
  uint64_t vb0;
  bool has_base = v.b && !(smt_bv_const(c->smt, v.b, &vb0) && vb0 == 0);
  if (has_base) {
    bptrst *ps = MT_ANEW(&c->arena, bptrst);
    ps->next = s->ptrs;
    ps->tb = b;
    ps->vb = v.b;
    s->ptrs = ps;
  }
  if (c->o->arrays) {
    smt_term a = bmc_addr(c, p);
    for (uint32_t i = 0; i < n; i++) {
      smt_term ai = i ? smt_bv_bin(c->smt, SMT_BV_ADD, a, bv(c, BMC_BW + c->P, i)) : a;
      s->amem = smt_array_store(c->smt, s->amem, ai, smt_bv_extract(c->smt, 8 * i + 7, 8 * i, val));
    }
    s->abase = smt_array_store(c->smt, s->abase, a, has_base ? v.b : bv(c, BMC_BW, 0));
    return;
  }
  bstore *e = MT_ANEW(&c->arena, bstore);
  e->next = s->mem;
  e->b = b;
  e->off = p.v;
  e->n = n;
  e->val = val;
  e->vb = has_base ? v.b : NULL;
  s->mem = e;
}

#define BMC_INIT_BYTES_MAX 65536

void bmc_mem_init(bmc_ctx *c) {
  unsigned aw = BMC_BW + c->P;
  smt_term mem = smt_array_const(c->smt, aw, bv(c, 8, 0));
  smt_term base = smt_array_const(c->smt, aw, bv(c, BMC_BW, 0));
  uint64_t budget = BMC_INIT_BYTES_MAX;
  for (uint32_t j = 0; j < c->nglobals && budget; j++) {
    const ir_global *g = &c->m->globals.data[j];
    if (!global_nonzero(g)) continue;
    for (uint64_t i = 0; i < g->size && budget; i++) {
      uint8_t x = init_byte_at(c, g, i);
      if (!x) continue;
      budget--;
      bval p = {bv(c, c->P, i), bv(c, BMC_BW, j + 1)};
      mem = smt_array_store(c->smt, mem, bmc_addr(c, p), bv(c, 8, x));
    }
    for (uint32_t k = 0; k < g->nrelocs; k++) {
      bval p = {bv(c, c->P, g->relocs[k].offset), bv(c, BMC_BW, j + 1)};
      base = smt_array_store(c->smt, base, bmc_addr(c, p), bv(c, BMC_BW, reloc_blk(c, &g->relocs[k])));
    }
  }
  c->init_mem = mem;
  c->init_base = base;
}
