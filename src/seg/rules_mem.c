/* rules_mem.c -- memory: load, store, alloca, malloc/calloc/free, the
 * mem and str library functions, globals of the initial state, and the
 * leak checks (valid-memtrack, valid-memcleanup).  Each access must lie
 * inside one allocated block (seed 000 Sect. 3); stores drop every PT atom
 * not provably disjoint from the written bytes. */
#include "seg_int.h"

#include <string.h>

static bool lin_has(const seg_lin *l, uint32_t v) {
  for (uint32_t i = 0; i < l->n; i++)
    if (l->v[i] == v) return true;
  return false;
}

/* lo <= p and p + len - 1 <= hi, len given as a linear term (>= 1) */
bool seg_inside(seg_graph *g, const seg_block *b, const seg_lin *p, const seg_lin *len) {
  if (b->code || b->zero) return false; /* a function, malloc(0): no object to access */
  seg_lin lo = seg_lv(b->lo), hi = seg_lv(b->hi), a1, a2, last;
  if (!seg_atom_le(&a1, &lo, p) || !seg_lin_addk(&last, p, 1, len)) return false;
  last.c -= 1;
  if (!seg_atom_le(&a2, &last, &hi)) return false;
  return seg_valid(g, &a1) && seg_valid(g, &a2);
}

/* p is b's start (malloc(0)'s block, which nothing lies inside, is
 * reached by its address) */
static bool at_start(seg_graph *g, const seg_block *b, const seg_lin *p) {
  seg_lin lo = seg_lv(b->lo), t;
  return seg_atom_mk(&t, p, SEG_EQ, &lo) && seg_valid(g, &t);
}

/* read-only globals (below, with the initial state) */
typedef void (*leaf_fn)(void *ud, uint64_t off, ir_type_id t);
static bool const_value(seg_graph *g, const ir_global *gl, uint64_t off, ir_type_id t, seg_lin *val);
static void type_leaves(const seg_graph *g, ir_type_id t, uint64_t off, uint32_t *budget, leaf_fn fn, void *ud);
static int const_global(const seg_graph *g, const seg_state *s, int b);
static bool const_offset(seg_step *st, const seg_state *s, const seg_lin *p, uint32_t lo, int64_t *off);
static bool const_read(seg_step *st, const seg_state *s, int b, const seg_lin *p, ir_type_id t, seg_lin *val);

/* the value of e as a constant: itself, or by a model of s that the
 * premise proves */
static bool lin_const(seg_step *st, const seg_state *s, const seg_lin *e, int64_t *k) {
  if (seg_lin_is_const(e, k)) return true;
  seg_lin c, t;
  if (!seg_model_value(st->g, s, e, k)) return false;
  c = seg_lc(*k);
  return seg_atom_mk(&t, e, SEG_EQ, &c) && seg_valid(st->g, &t);
}

/* the block that holds [p, p + len - 1] by the premise's equations alone
 * (its start is p minus a constant and the access fits), -1 if none */
static int oc_block(seg_step *st, const seg_state *s, const seg_lin *p, const seg_lin *len) {
  for (uint32_t i = 0; i < s->nblocks; i++)
    if (seg_oc_related(st->g, p, s->bl[i].lo))
      return seg_inside(st->g, &s->bl[i], p, len) ? (int)i : -1;
  return -1;
}

/* the block a model of the premise s puts address p into: its index, -1
 * for none, -2 when there is no model to ask */
static int model_block(seg_graph *g, const seg_state *s, const seg_lin *p) {
  int64_t pv;
  if (!seg_model_value(g, s, p, &pv)) return -2;
  for (uint32_t i = 0; i < s->nblocks; i++) {
    int64_t lo, hi;
    seg_lin l = seg_lv(s->bl[i].lo), h = seg_lv(s->bl[i].hi);
    if (!seg_model_value(g, s, &l, &lo) || !seg_model_value(g, s, &h, &hi)) return -2;
    if (lo <= pv && pv <= hi) return (int)i;
  }
  return -1;
}

static int find_block_len(seg_step *st, const seg_lin *p, const seg_lin *len) {
  const seg_state *s = st->a;
  /* a block whose start is p minus a constant (by the premise's
   * equations) is the only candidate */
  for (uint32_t i = s->nblocks; i-- > 0;)
    if (seg_oc_related(st->g, p, s->bl[i].lo))
      return seg_inside(st->g, &s->bl[i], p, len) ? (int)i : -1;
  /* with several blocks: the one a model of the premise puts p into is
   * the only one that can provably hold the access (blocks are disjoint);
   * none: no block can */
  int64_t pv;
  if (s->nblocks > 2 && seg_model_value(st->g, s, p, &pv)) {
    for (uint32_t i = s->nblocks; i-- > 0;) {
      int64_t lo, hi;
      seg_lin l = seg_lv(s->bl[i].lo), h = seg_lv(s->bl[i].hi);
      if (!seg_model_value(st->g, s, &l, &lo) || !seg_model_value(st->g, s, &h, &hi)) break;
      if (lo <= pv && pv <= hi) return seg_inside(st->g, &s->bl[i], p, len) ? (int)i : -1;
    }
  }
  /* blocks named in p first (syntactic hint), then the others, newest first */
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = s->nblocks; i-- > 0;) {
      bool named = lin_has(p, s->bl[i].lo) || lin_has(p, s->bl[i].hi);
      if ((pass == 0) != named) continue;
      if (seg_inside(st->g, &s->bl[i], p, len)) return (int)i;
    }
  return -1;
}

int seg_find_block(seg_step *st, const seg_lin *p, int64_t size) {
  seg_lin len = seg_lc(size);
  return find_block_len(st, p, &len);
}

int seg_find_block_len(seg_step *st, const seg_lin *p, const seg_lin *len) { return find_block_len(st, p, len); }

void seg_kill_range(seg_step *st, seg_state *s, const seg_lin *p, const seg_lin *size) {
  seg_graph *g = st->g;
  seg_lin last;
  if (!seg_lin_addk(&last, p, 1, size)) {
    s->npt = 0;
    return;
  }
  last.c -= 1;
  /* keep[i]: q entirely below p, or entirely above the written range --
   * not where a model of the premise overlaps them, else proved for all
   * candidates together (seg_houdini) */
  uint32_t n = s->npt;
  uint8_t *keep = mt_calloc(n + 1, 1);
  smt_term *t = mt_calloc(n + 1, sizeof(smt_term));
  int64_t pv = 0, lv = 0;
  int pm = -1; /* the model's values of p and last: 1 known, 0 none, -1 not asked yet */
  int bp = oc_block(st, st->a, p, size);
  uint32_t nopen = 0;
  for (uint32_t i = 0; i < n; i++) {
    const seg_pt *q = &s->pt[i];
    if (p->n == 1 && p->v[0] == q->addr && p->k[0] == 1 && p->c == 0) continue;
    seg_lin qa = seg_lv(q->addr), qlast = qa, t1, t2, ql = seg_lc((int64_t)q->size);
    qlast.c = (int64_t)q->size - 1;
    if (!seg_atom_lt(&t1, &qlast, p) || !seg_atom_lt(&t2, &last, &qa)) continue;
    /* decided by the equations: in another block, or below or above */
    int bq = bp >= 0 ? oc_block(st, st->a, &qa, &ql) : -1;
    if ((bq >= 0 && bq != bp) ||
        (bq == bp && bq >= 0 && (seg_oc_valid(g, &t1) || seg_oc_valid(g, &t2)))) {
      keep[i] = 1;
      continue;
    }
    if (pm < 0) pm = seg_model_value(g, st->a, p, &pv) && seg_model_value(g, st->a, &last, &lv);
    int64_t qv;
    if (pm && seg_model_value(g, st->a, &qa, &qv) && qv <= lv && pv <= qv + (int64_t)q->size - 1)
      continue; /* overlaps in a model */
    t[i] = smt_or(g->smt, seg_fact(g, &t1), seg_fact(g, &t2));
    keep[i] = 2;
    nopen++;
  }
  if (nopen) {
    uint8_t *open = mt_calloc(n + 1, 1);
    for (uint32_t i = 0; i < n; i++) open[i] = keep[i] == 2;
    seg_houdini(g, t, open, n);
    for (uint32_t i = 0; i < n; i++)
      if (keep[i] == 2) keep[i] = open[i];
    mt_free(open);
  }
  /* what a dropped atom told about addresses stays: two cells of one type
   * holding provably different values lie at different addresses
   * (a[i] != a[n-1] after comparing their contents) */
  MT_VEC(seg_lin) ne = {0};
  MT_VEC(smt_term) nt = {0};
  for (uint32_t i = 0; i < n; i++) {
    if (keep[i]) continue;
    for (uint32_t j = 0; j < n; j++) {
      const seg_pt *q = &s->pt[i], *r = &s->pt[j];
      if (!keep[j] || q->ty != r->ty || q->view != r->view || q->addr == r->addr) continue;
      seg_lin qa = seg_lv(q->addr), ra = seg_lv(r->addr), e;
      int64_t qv, rv;
      if (seg_model_value(g, st->a, &qa, &qv) && seg_model_value(g, st->a, &ra, &rv) && qv == rv)
        continue;
      if (!seg_atom_mk(&e, &qa, SEG_NE, &ra)) continue;
      MT_VEC_PUSH(ne, e);
      MT_VEC_PUSH(nt, seg_fact(g, &e));
    }
  }
  if (ne.len) {
    uint8_t *ok = mt_malloc(ne.len);
    memset(ok, 1, ne.len);
    seg_houdini(g, nt.data, ok, ne.len);
    for (uint32_t i = 0; i < ne.len; i++)
      if (ok[i]) seg_kb_add(g, s, &ne.data[i]);
    mt_free(ok);
  }
  MT_VEC_FREE(ne);
  MT_VEC_FREE(nt);
  for (uint32_t i = n; i-- > 0;)
    if (!keep[i]) seg_pt_del(s, i);
  mt_free(keep);
  mt_free(t);
}

void seg_pt_cleanup(seg_step *st, seg_state *s) {
  for (uint32_t i = s->npt; i-- > 0;) {
    const seg_pt *q = &s->pt[i];
    seg_lin a = seg_lv(q->addr), len = seg_lc(q->size);
    bool ok = false;
    for (uint32_t j = 0; j < s->nblocks && !ok; j++) ok = seg_inside(st->g, &s->bl[j], &a, &len);
    if (!ok) seg_pt_del(s, i);
  }
}

static bool scalar(const seg_graph *g, ir_type_id t) {
  ir_type_kind k = ir_type_get(g->m, t)->kind;
  return k == IR_T_INT || k == IR_T_PTR || k == IR_T_FLOAT || k == IR_T_DOUBLE;
}

static seg_out load(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  seg_lin p;
  if (!seg_operand(st, s0, in->ops[0], SEG_V_PTR, &p)) return SEG_SPLIT;
  int64_t size = (int64_t)ir_type_get(g->m, in->type)->store;
  int fb = size > 0 ? seg_find_block(st, &p, size) : -1;
  if (size > 0 && fb < 0) {
    seg_lin n = seg_lc(size);
    seg_out r = seg_list_access(st, &p, &n);
    if (r != SEG_ERRSTATE) return r;
    return seg_err(st, "valid-deref", "load of %lld byte(s) may be outside every allocated block",
                   (long long)size);
  }
  if (!scalar(g, in->type) || size == 0) {
    seg_state *s = seg_succ(st);
    seg_define_fresh(st, s, in->result);
    return SEG_OK;
  }
  seg_view view = seg_slot_view(g, seg_top(s0)->f, in->result);
  unsigned bits = seg_bits(g, in->type);
  /* a read-only global's constant */
  seg_lin cv;
  if (const_read(st, s0, fb, &p, in->type, &cv)) {
    seg_lin y = cv;
    if (view != SEG_V_NONE && cv.n == 0 && !seg_convert(st, &cv, bits, seg_type_view(g, in->type), view, &y))
      return SEG_SPLIT;
    seg_state *s = seg_succ(st);
    seg_define(st, s, in->result, &y);
    return SEG_OK;
  }
  /* a known value at this address? */
  int64_t pv, qv;
  int pm = -1; /* p's value in a model: 1 known, 0 none, -1 not asked yet */
  seg_lin slen = seg_lc(size);
  int bp = oc_block(st, s0, &p, &slen);
  for (uint32_t i = 0; i < s0->npt; i++) {
    const seg_pt *q = &s0->pt[i];
    if (q->ty != in->type) continue;
    seg_lin qa = seg_lv(q->addr), t, ql = seg_lc((int64_t)q->size);
    /* the equations decide it, or put the cells into different blocks */
    if (!seg_atom_mk(&t, &qa, SEG_EQ, &p)) continue;
    int d = seg_oc_decide(g, &t);
    if (d == 0) continue;
    if (d < 0) {
      int bq = bp >= 0 ? oc_block(st, s0, &qa, &ql) : -1;
      if (bq >= 0 && bq != bp) continue;
      if (pm < 0) pm = s0->npt > 2 && seg_model_value(g, s0, &p, &pv);
      if (pm && seg_model_value(g, s0, &qa, &qv) && qv != pv) continue; /* not equal in a model */
    }
    if (!seg_atom_mk(&t, &qa, SEG_EQ, &p) || !seg_valid(g, &t)) continue;
    seg_lin v = seg_lv(q->val), y;
    if (view == SEG_V_NONE || q->view == SEG_V_NONE) {
      seg_state *s = seg_succ(st);
      seg_define(st, s, in->result, &v);
      return SEG_OK;
    }
    if (!seg_convert(st, &v, bits, (seg_view)q->view, view, &y)) return SEG_SPLIT;
    seg_state *s = seg_succ(st);
    seg_define(st, s, in->result, &y);
    return SEG_OK;
  }
  seg_state *s = seg_succ(st);
  uint32_t w = seg_define_fresh(st, s, in->result);
  seg_pt atom = {seg_var_of(st, s, &p, g->pbits, SEG_V_PTR), w, in->type, (uint32_t)size, (uint8_t)view};
  seg_pt_add(g, s, &atom);
  return SEG_OK;
}

static seg_out store(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  seg_lin p, v;
  if (!seg_operand(st, s0, in->ops[1], SEG_V_PTR, &p)) return SEG_SPLIT;
  int64_t size = (int64_t)ir_type_get(g->m, in->type)->store;
  if (size == 0) {
    seg_succ(st);
    return SEG_OK;
  }
  int b = seg_find_block(st, &p, size);
  if (b < 0) {
    seg_lin n = seg_lc(size);
    seg_out r = seg_list_access(st, &p, &n);
    if (r != SEG_ERRSTATE) return r;
    return seg_err(st, "valid-deref", "store of %lld byte(s) may be outside every allocated block",
                   (long long)size);
  }
  if (s0->bl[b].readonly) return seg_err(st, "valid-deref", "store into read-only memory");
  seg_view view = SEG_V_NONE;
  bool sc = scalar(g, in->type);
  if (sc) {
    const ir_value *iv = ir_val_get(g->m, in->ops[0]);
    view = (iv->kind == IR_V_ARG || iv->kind == IR_V_INST) ? seg_slot_view(g, seg_top(s0)->f, in->ops[0])
                                                          : seg_type_view(g, in->type);
    if (!seg_operand(st, s0, in->ops[0], view, &v)) return SEG_SPLIT;
  }
  seg_state *s = seg_succ(st);
  seg_lin len = seg_lc(size);
  seg_kill_range(st, s, &p, &len);
  if (sc) {
    unsigned bits = seg_bits(g, in->type);
    uint32_t pv = seg_var_of(st, s, &p, g->pbits, SEG_V_PTR);
    uint32_t vv = seg_var_of(st, s, &v, bits, view);
    seg_pt atom = {pv, vv, in->type, (uint32_t)size, (uint8_t)view};
    seg_pt_add(g, s, &atom);
  }
  return SEG_OK;
}

/* a new block of `size` bytes; returns its lo variable */
static uint32_t new_block(seg_step *st, seg_state *s, const seg_lin *size, seg_bkind kind,
                          const ir_inst *in, bool zero) {
  seg_graph *g = st->g;
  /* the frame matters for stack blocks only (heap blocks outlive it) */
  seg_block b = {seg_fresh(g, g->pbits, SEG_V_PTR), seg_fresh(g, g->pbits, SEG_V_PTR),
                 (uint8_t)kind, false, kind == SEG_B_STACK ? s->nframes - 1 : 0, in->loc, 0, false, zero};
  seg_lin hi = seg_lv(b.hi), e, atom;
  seg_lin lo = seg_lv(b.lo);
  if (seg_lin_addk(&e, &lo, 1, size)) {
    e.c -= 1;
    if (seg_atom_mk(&atom, &hi, SEG_EQ, &e)) seg_kb_add(g, s, &atom);
  }
  seg_block_add(g, s, &b);
  return b.lo;
}

static seg_out alloc(seg_step *st, const ir_inst *in, const seg_lin *size, seg_bkind kind,
                     const char *what) {
  seg_lin one = seg_lc(1), zero = seg_lc(0), t, z;
  bool empty = false;
  if (!seg_atom_le(&t, &one, size) || !seg_valid(st->g, &t)) {
    /* a heap block of 0 bytes (malloc(0), calloc(0, n)): a unique address
     * no access may use (seg_block.zero); split when the size may be 0 */
    int d = kind == SEG_B_HEAP && seg_atom_mk(&z, size, SEG_EQ, &zero) ? seg_decide(st->g, &z) : 0;
    if (d == -1) {
      st->split = z;
      return SEG_SPLIT;
    }
    if (d == 0)
      return seg_err(st, kind == SEG_B_HEAP ? "valid-memtrack" : "valid-deref",
                     "%s: the size may be 0 (not modelled)", what);
    empty = true;
    MT_INC(st->g->run, seg_zero_allocs);
  }
  if (kind == SEG_B_HEAP && st->g->o.malloc_fail && in->result) {
    /* --malloc-may-fail: the call returns NULL, or a block */
    seg_state *f = seg_succ(st);
    seg_define(st, f, in->result, &zero);
  }
  seg_state *s = seg_succ(st);
  uint32_t lo = new_block(st, s, empty ? &one : size, kind, in, empty);
  if (in->result) seg_top(s)->lv[ir_val_get(st->g->m, in->result)->u.local.slot] = lo;
  MT_INC(st->g->run, seg_allocs);
  return SEG_OK;
}

/* the heap block that p provably starts: its index; -1 for none; -2 when
 * p may or may not start one (st->split set) */
static int heap_start(seg_step *st, const seg_lin *p) {
  const seg_state *s0 = st->a;
  seg_lin t;
  for (uint32_t i = 0; i < s0->nblocks; i++) {
    if (s0->bl[i].kind != SEG_B_HEAP) continue;
    seg_lin lo = seg_lv(s0->bl[i].lo);
    seg_atom_mk(&t, p, SEG_EQ, &lo);
    int e = seg_decide(st->g, &t);
    if (e == -1) {
      st->split = t;
      return -2;
    }
    if (e == 1) return (int)i;
  }
  return -1;
}

/* block i of s is gone (free, realloc): it and every atom that may lie in it */
static void drop_block(seg_step *st, seg_state *s, uint32_t i) {
  /* a list that is empty because its start is this block (a cyclic
   * list walked back to its head) would look nonempty without it */
  seg_list_drop_empty(st->g, s);
  seg_block b = s->bl[i];
  seg_block_del(s, i);
  seg_lin blo = seg_lv(b.lo), len, bhi = seg_lv(b.hi);
  if (seg_lin_addk(&len, &bhi, -1, &blo)) {
    len.c += 1;
    seg_kill_range(st, s, &blo, &len);
  } else {
    s->npt = 0;
  }
}

/* realloc(p, n) as glibc does it: NULL gives malloc(n); else p must start
 * a live heap block, which moves to a new block of n >= 1 bytes -- the
 * cells that lie at a constant offset within the first n bytes keep their
 * values, every other byte is unknown -- and the old block is freed
 * (realloc(p, 0) frees p and returns NULL: not modelled, an error state);
 * with --malloc-may-fail it may also return NULL and keep the block */
static seg_out realloc_(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  seg_lin p, n, zero = seg_lc(0), one = seg_lc(1), t;
  if (!seg_operand(st, s0, in->ops[1], SEG_V_PTR, &p) || !seg_operand(st, s0, in->ops[2], SEG_V_U, &n))
    return SEG_SPLIT;
  seg_atom_mk(&t, &p, SEG_EQ, &zero);
  int d = seg_decide(g, &t);
  if (d == -1) {
    st->split = t;
    return SEG_SPLIT;
  }
  if (d == 1) return alloc(st, in, &n, SEG_B_HEAP, "realloc");
  if (!seg_atom_le(&t, &one, &n)) return seg_err(st, NULL, "realloc: a size that is no linear term");
  if (!seg_valid(g, &t)) {
    seg_lin z;
    int dz = seg_atom_mk(&z, &n, SEG_EQ, &zero) ? seg_decide(g, &z) : 0;
    if (dz == -1) {
      st->split = z;
      return SEG_SPLIT;
    }
    return seg_err(st, NULL, dz == 1 ? "realloc(p, 0): frees p and returns NULL (not modelled)"
                                     : "realloc: the size may be 0 (not modelled)");
  }
  int bi = heap_start(st, &p);
  if (bi == -2) return SEG_SPLIT;
  if (bi >= 0) {
    uint32_t i = (uint32_t)bi;
    seg_lin lo = seg_lv(s0->bl[i].lo);
    if (g->o.malloc_fail && in->result) { /* NULL; the block stays */
      seg_state *f = seg_succ(st);
      seg_define(st, f, in->result, &zero);
    }
    seg_state *s = seg_succ(st);
    seg_block b = s->bl[i];
    /* the cells that move: at a constant offset off of the old block, with
     * off + size <= n */
    MT_VEC(seg_pt) moved = {0};
    MT_VEC(int64_t) offs = {0};
    for (uint32_t k = 0; k < s->npt; k++) {
      seg_lin a = seg_lv(s->pt[k].addr), end, lim;
      int64_t off;
      if (!const_offset(st, s, &a, b.lo, &off) || off < 0) continue;
      end = seg_lc(off + (int64_t)s->pt[k].size);
      if (!seg_atom_le(&lim, &end, &n) || !seg_valid(g, &lim)) continue;
      seg_lin hi = seg_lv(b.hi), rel = seg_lc(off + (int64_t)s->pt[k].size - 1), last, in_old;
      if (!seg_lin_addk(&last, &rel, 1, &lo) || !seg_atom_le(&in_old, &last, &hi) || !seg_valid(g, &in_old))
        continue;
      MT_VEC_PUSH(moved, s->pt[k]);
      MT_VEC_PUSH(offs, off);
    }
    drop_block(st, s, i); /* the old block goes, as free() does it */
    uint32_t nlo = new_block(st, s, &n, SEG_B_HEAP, in, false);
    for (uint32_t k = 0; k < moved.len; k++) {
      seg_lin a = seg_lv(nlo);
      a.c = offs.data[k];
      seg_pt c = moved.data[k];
      c.addr = seg_var_of(st, s, &a, g->pbits, SEG_V_PTR);
      seg_pt_add(g, s, &c);
    }
    MT_VEC_FREE(moved);
    MT_VEC_FREE(offs);
    if (in->result) seg_top(s)->lv[ir_val_get(g->m, in->result)->u.local.slot] = nlo;
    MT_INC(g->run, seg_allocs);
    MT_INC(g->run, seg_frees);
    MT_INC(g->run, seg_reallocs);
    return SEG_OK;
  }
  seg_out r = seg_list_access(st, &p, &one);
  if (r != SEG_ERRSTATE) return r;
  return seg_err(st, "valid-free", "realloc() of a pointer that may not be the start of a live heap block");
}

static seg_out alloca_(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_lin cnt, size;
  if (!seg_operand(st, (seg_state *)st->a, in->ops[0], SEG_V_U, &cnt)) return SEG_SPLIT;
  int64_t es = (int64_t)ir_type_get(g->m, in->u.alloca_.elem)->size;
  if (!seg_lin_scale(&size, &cnt, es)) return seg_err(st, NULL, "alloca: size too large");
  return alloc(st, in, &size, SEG_B_STACK, "alloca");
}

static seg_out free_(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  const seg_state *s0 = st->a;
  seg_lin p, zero = seg_lc(0), t;
  if (!seg_operand(st, (seg_state *)s0, in->ops[1], SEG_V_PTR, &p)) return SEG_SPLIT;
  seg_atom_mk(&t, &p, SEG_EQ, &zero);
  int d = seg_decide(g, &t);
  if (d == 1) { /* free(NULL) */
    seg_succ(st);
    return SEG_OK;
  }
  if (d == -1) {
    st->split = t;
    return SEG_SPLIT;
  }
  int i = heap_start(st, &p);
  if (i == -2) return SEG_SPLIT;
  if (i >= 0) {
    drop_block(st, seg_succ(st), (uint32_t)i);
    MT_INC(g->run, seg_frees);
    return SEG_OK;
  }
  seg_lin one = seg_lc(1);
  seg_out r = seg_list_access(st, &p, &one);
  if (r != SEG_ERRSTATE) return r;
  return seg_err(st, "valid-free", "free() of a pointer that may not be the start of a live heap block");
}

/* [p, p+n-1] inside one block (n may be 0: nothing to check); *zero when
 * n = 0 is proved */
seg_out seg_range_ok(seg_step *st, const seg_lin *p, const seg_lin *n, bool write, bool *zero,
                     const char *what) {
  seg_lin z = seg_lc(0), t;
  seg_atom_mk(&t, n, SEG_EQ, &z);
  int d = seg_decide(st->g, &t);
  *zero = d == 1;
  if (d == 1) return SEG_OK;
  if (d == -1) {
    st->split = t;
    return SEG_SPLIT;
  }
  int b = find_block_len(st, p, n);
  if (b < 0) {
    seg_out r = seg_list_access(st, p, n);
    if (r != SEG_ERRSTATE) return r;
    return seg_err(st, "valid-deref", "%s: the range may be outside every allocated block", what);
  }
  if (write && st->a->bl[b].readonly) return seg_err(st, "valid-deref", "%s: writes read-only memory", what);
  return SEG_OK;
}

/* the constants of a read-only global inside [from, from + len): cells
 * whose addr holds the offset from `from` (filled in by memfn) */
typedef struct copy_ctx {
  seg_graph *g;
  const ir_global *gl;
  uint64_t from, len;
  void *cells, *vals; /* MT_VEC(seg_pt) *, MT_VEC(seg_lin) * */
} copy_ctx;

typedef MT_VEC(seg_pt) pt_vec;
typedef MT_VEC(seg_lin) lin_vec_;

static void copy_leaf(void *ud, uint64_t off, ir_type_id t) {
  copy_ctx *c = ud;
  uint64_t store = ir_type_get(c->g->m, t)->store;
  seg_lin val;
  if (off < c->from || off + store > c->from + c->len || !const_value(c->g, c->gl, off, t, &val)) return;
  seg_pt q = {(uint32_t)(off - c->from), 0, t, (uint32_t)store, (uint8_t)seg_type_view(c->g, t)};
  MT_VEC_PUSH(*(pt_vec *)c->cells, q);
  MT_VEC_PUSH(*(lin_vec_ *)c->vals, val);
}

/* [d, d + n) holds zero bytes (calloc, memset(d, 0, n)) and no cell of s
 * lies in it: pointer cells NULL at every pointer-aligned offset of d's
 * block inside it, when n is a small constant (a struct of pointer fields
 * zeroed by calloc or memset reads NULL later; other types read as
 * before).  ptrty: the IR pointer type. */
#define ZERO_CELLS_MAX 16
static void zero_cells_at(seg_step *st, seg_state *s, const seg_lin *d, int64_t off, int64_t n, ir_type_id ptrty) {
  seg_graph *g = st->g;
  int64_t pb = g->pbits / 8;
  if (n < pb || n > ZERO_CELLS_MAX * pb) return;
  for (int64_t o = (pb - off % pb) % pb; o + pb <= n; o += pb) {
    seg_lin a = *d, z = seg_lc(0);
    if (__builtin_add_overflow(a.c, o, &a.c)) return;
    seg_pt q = {seg_var_of(st, s, &a, g->pbits, SEG_V_PTR), 0, ptrty, (uint32_t)pb, SEG_V_PTR};
    bool have = false;
    for (uint32_t i = 0; i < s->npt && !have; i++)
      have = s->pt[i].addr == q.addr && s->pt[i].ty == ptrty;
    if (have) continue;
    q.val = seg_var_of(st, s, &z, g->pbits, SEG_V_PTR);
    seg_pt_add(g, s, &q);
    MT_INC(g->run, seg_zero_cells);
  }
}

/* d at a constant offset of its block in s0 */
static void zero_ptr_cells(seg_step *st, const seg_state *s0, seg_state *s, const seg_lin *d, int64_t n,
                           ir_type_id ptrty) {
  int64_t off;
  int b = n > 0 ? seg_find_block(st, d, n) : -1;
  if (b >= 0 && const_offset(st, s0, d, s0->bl[b].lo, &off) && off >= 0) zero_cells_at(st, s, d, off, n, ptrty);
}

static seg_out memfn(seg_step *st, const ir_inst *in, ir_builtin bi) {
  seg_state *s0 = (seg_state *)st->a;
  const char *name = ir_builtin_name(bi);
  bool set = bi == IR_BI_MEMSET || bi == IR_BI_LLVM_MEMSET;
  if (in->nops < 4) return seg_err(st, NULL, "%s: unexpected arguments", name);
  seg_lin d, src, n;
  if (!seg_operand(st, s0, in->ops[1], SEG_V_PTR, &d) || !seg_operand(st, s0, in->ops[3], SEG_V_U, &n))
    return SEG_SPLIT;
  if (!set && !seg_operand(st, s0, in->ops[2], SEG_V_PTR, &src)) return SEG_SPLIT;
  bool zero;
  /* SEG_OK with same_pos: a list element was materialized (the successor) */
  seg_out r = seg_range_ok(st, &d, &n, true, &zero, name);
  if (r != SEG_OK || st->same_pos) return r;
  if (!set && !zero && ((r = seg_range_ok(st, &src, &n, false, &zero, name)) != SEG_OK || st->same_pos))
    return r;
  /* memset(d, 0, n): the cells of the asserted state that lie inside the
   * range hold 0 afterwards (all-zero bytes: 0 or NULL in their type) */
  MT_VEC(seg_pt) zc = {0};
  seg_lin val;
  if (set && !zero && seg_operand(st, s0, in->ops[2], SEG_V_U, &val) && val.n == 0 && val.c == 0) {
    seg_lin last;
    if (seg_lin_addk(&last, &d, 1, &n)) {
      last.c -= 1;
      for (uint32_t i = 0; i < s0->npt; i++) {
        const seg_pt *q = &s0->pt[i];
        seg_lin qa = seg_lv(q->addr), ql = qa, t1, t2;
        ql.c = (int64_t)q->size - 1;
        if (seg_atom_le(&t1, &d, &qa) && seg_atom_le(&t2, &ql, &last) && seg_valid(st->g, &t1) &&
            seg_valid(st->g, &t2))
          MT_VEC_PUSH(zc, *q);
      }
    }
  }
  /* memcpy/memmove(d, src, n) of a constant length: the cells of the
   * asserted state at a constant offset of src, inside the range, are
   * copied to the same offset of d (a struct assignment, a pointer copied
   * through a byte array) */
  MT_VEC(seg_pt) cc = {0};
  MT_VEC(int64_t) coff = {0};
  if (!set && !zero && n.n == 0 && n.c > 0 && src.n == 1 && src.k[0] == 1) {
    seg_oclass *oc = seg_oc_new(s0);
    for (uint32_t i = 0; i < s0->npt; i++) {
      const seg_pt *q = &s0->pt[i];
      int64_t dd;
      if (!seg_oc_diff(oc, q->addr, src.v[0], &dd)) continue;
      int64_t off = dd - src.c;
      if (off < 0 || off + (int64_t)q->size > n.c) continue;
      MT_VEC_PUSH(cc, *q);
      MT_VEC_PUSH(coff, off);
    }
    seg_oc_delete(oc);
  }
  /* memcpy from a read-only global (a local array or struct initialized
   * from a constant): its constants at the same offsets of d */
  pt_vec kc = {0};
  lin_vec_ kv = {0};
  int sb = !set && !zero && n.n == 0 && n.c > 0 ? seg_find_block(st, &src, n.c) : -1;
  int gi = const_global(st->g, s0, sb);
  int64_t soff;
  if (gi >= 0 && const_offset(st, s0, &src, s0->bl[sb].lo, &soff) && soff >= 0) {
    copy_ctx cx = {st->g, &st->g->m->globals.data[gi], (uint64_t)soff, (uint64_t)n.c, &kc, &kv};
    uint32_t budget = 256;
    type_leaves(st->g, cx.gl->type, 0, &budget, copy_leaf, &cx);
  }
  seg_state *s = seg_succ(st);
  if (!zero) seg_kill_range(st, s, &d, &n);
  for (uint32_t i = 0; i < kc.len; i++) {
    seg_pt q = kc.data[i];
    seg_lin a = d;
    if (__builtin_add_overflow(a.c, (int64_t)q.addr, &a.c)) continue;
    q.addr = seg_var_of(st, s, &a, st->g->pbits, SEG_V_PTR);
    q.val = seg_var_of(st, s, &kv.data[i], seg_bits(st->g, q.ty), (seg_view)q.view);
    seg_pt_add(st->g, s, &q);
  }
  MT_VEC_FREE(kc);
  MT_VEC_FREE(kv);
  for (uint32_t i = 0; i < zc.len; i++) {
    seg_pt q = zc.data[i];
    seg_lin z = seg_lc(0);
    q.val = seg_var_of(st, s, &z, seg_bits(st->g, q.ty), (seg_view)q.view);
    seg_pt_add(st->g, s, &q);
  }
  MT_VEC_FREE(zc);
  int64_t nk;
  if (set && !zero && seg_operand(st, s0, in->ops[2], SEG_V_U, &val) && val.n == 0 && val.c == 0 &&
      lin_const(st, s0, &n, &nk))
    zero_ptr_cells(st, s0, s, &d, nk, ir_val_get(st->g->m, in->ops[1])->type);
  for (uint32_t i = 0; i < cc.len; i++) {
    seg_pt q = cc.data[i];
    seg_lin a = d;
    if (__builtin_add_overflow(a.c, coff.data[i], &a.c)) continue;
    q.addr = seg_var_of(st, s, &a, st->g->pbits, SEG_V_PTR);
    seg_pt_add(st->g, s, &q);
  }
  MT_VEC_FREE(cc);
  MT_VEC_FREE(coff);
  if (in->result) seg_define(st, s, in->result, &d);
  return SEG_OK;
}

bool seg_string_end(seg_step *st, const seg_state *s0, const seg_lin *p, int b, seg_lin *end, bool *exact) {
  seg_graph *g = st->g;
  /* a read-only global's string: its length from the initializer */
  int gi = const_global(g, s0, b);
  int64_t off;
  if (gi >= 0 && const_offset(st, s0, p, s0->bl[b].lo, &off) && off >= 0) {
    const ir_global *gl = &g->m->globals.data[gi];
    uint64_t e = (uint64_t)off;
    while (e < gl->size && gl->init && gl->init[e]) e++;
    bool addr = false; /* bytes of an address on the way */
    for (uint32_t r = 0; r < gl->nrelocs; r++)
      addr |= gl->relocs[r].offset + g->pbits / 8 > (uint64_t)off && gl->relocs[r].offset <= e;
    if (!addr && e < gl->size) {
      *end = *p;
      end->c += (int64_t)(e - (uint64_t)off);
      *exact = true;
      return true;
    }
  }
  seg_lin hi = seg_lv(s0->bl[b].hi), zero = seg_lc(0);
  for (uint32_t i = 0; i < s0->npt; i++) {
    const seg_pt *q = &s0->pt[i];
    if (q->size != 1) continue;
    seg_lin a = seg_lv(q->addr), v = seg_lv(q->val), t1, t2, t3;
    if (!seg_atom_mk(&t1, &v, SEG_EQ, &zero) || !seg_atom_le(&t2, p, &a) || !seg_atom_le(&t3, &a, &hi))
      continue;
    if (!seg_valid(g, &t1) || !seg_valid(g, &t2) || !seg_valid(g, &t3)) continue;
    *end = a;
    *exact = false;
    return true;
  }
  return false;
}

/* strlen: a zero byte known at or after s in s's block */
static seg_out strlen_(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  seg_lin p;
  if (!seg_operand(st, s0, in->ops[1], SEG_V_PTR, &p)) return SEG_SPLIT;
  int b = seg_find_block(st, &p, 1);
  if (b < 0) {
    seg_lin one = seg_lc(1);
    seg_out r = seg_list_access(st, &p, &one);
    if (r != SEG_ERRSTATE) return r;
    return seg_err(st, "valid-deref", "strlen: the string may be outside every allocated block");
  }
  seg_lin a, zero = seg_lc(0), diff;
  bool exact;
  if (seg_string_end(st, s0, &p, b, &a, &exact) && seg_lin_addk(&diff, &a, -1, &p)) {
    seg_state *s = seg_succ(st);
    if (exact) {
      seg_define(st, s, in->result, &diff);
      return SEG_OK;
    }
    uint32_t w = seg_define_fresh(st, s, in->result);
    seg_lin wl = seg_lv(w), t;
    if (seg_atom_le(&t, &wl, &diff)) seg_kb_add(g, s, &t);
    if (seg_atom_le(&t, &zero, &wl)) seg_kb_add(g, s, &t);
    return SEG_OK;
  }
  return seg_err(st, "valid-deref", "strlen: no terminating zero byte is known inside the string's block");
}

seg_out seg_rule_mem(seg_step *st, const ir_inst *in) {
  switch (in->op) {
  case IR_LOAD: return load(st, in);
  case IR_STORE: return store(st, in);
  case IR_ALLOCA: return alloca_(st, in);
  default: break;
  }
  /* calls of memory functions */
  const ir_func *f = ir_call_target(st->g->m, in);
  ir_builtin bi = f ? f->builtin : IR_BI_NONE;
  seg_state *s0 = (seg_state *)st->a;
  seg_lin n, m, size;
  switch (bi) {
  case IR_BI_MALLOC:
    if (!seg_operand(st, s0, in->ops[1], SEG_V_U, &n)) return SEG_SPLIT;
    return alloc(st, in, &n, SEG_B_HEAP, "malloc");
  case IR_BI_CALLOC: {
    if (!seg_operand(st, s0, in->ops[1], SEG_V_U, &n) || !seg_operand(st, s0, in->ops[2], SEG_V_U, &m))
      return SEG_SPLIT;
    int64_t k;
    if (seg_lin_is_const(&m, &k) ? !seg_lin_scale(&size, &n, k)
                                 : !seg_lin_is_const(&n, &k) || !seg_lin_scale(&size, &m, k))
      return seg_err(st, NULL, "calloc: non-linear size");
    seg_out r = alloc(st, in, &size, SEG_B_HEAP, "calloc");
    int64_t nk;
    if (r == SEG_OK && st->nsucc && in->result && lin_const(st, s0, &size, &nk)) {
      seg_state *s = st->succ[st->nsucc - 1];
      seg_lin lo = seg_lv(seg_top(s)->lv[ir_val_get(st->g->m, in->result)->u.local.slot]);
      zero_cells_at(st, s, &lo, 0, nk, ir_val_get(st->g->m, in->result)->type);
    }
    return r;
  }
  case IR_BI_ALLOCA:
  case IR_BI_ALLOCA_BUILTIN:
    if (!seg_operand(st, s0, in->ops[1], SEG_V_U, &n)) return SEG_SPLIT;
    return alloc(st, in, &n, SEG_B_STACK, "alloca");
  case IR_BI_FREE: return free_(st, in);
  case IR_BI_REALLOC: return realloc_(st, in);
  case IR_BI_MEMSET: case IR_BI_LLVM_MEMSET: case IR_BI_MEMCPY: case IR_BI_LLVM_MEMCPY:
  case IR_BI_MEMMOVE: case IR_BI_LLVM_MEMMOVE:
    return memfn(st, in, bi);
  case IR_BI_STRLEN: return strlen_(st, in);
  default: return seg_err(st, NULL, "no rule for %s", f ? f->name : "an indirect call");
  }
}

/* ---- leaks ------------------------------------------------------------------------------ */

seg_out seg_check_leaks(seg_step *st, const seg_state *s, bool at_end, bool frames_live) {
  seg_graph *g = st->g;
  uint32_t nheap = 0;
  for (uint32_t i = 0; i < s->nblocks; i++) nheap += s->bl[i].kind == SEG_B_HEAP;
  if (at_end && s->heap_lost && (g->o.memcleanup || g->o.memtrack))
    return seg_err(st, g->o.memcleanup ? "valid-memcleanup" : "valid-memtrack",
                   "heap blocks that a merge of states dropped may still be allocated (or "
                   "unreachable) at the end of the program");
  if (at_end && s->hidden && (g->o.memcleanup || (g->o.memtrack && !(frames_live && s->hidden_held))))
    return seg_err(st, g->o.memcleanup ? "valid-memcleanup" : "valid-memtrack",
                   "the program may end inside a summarized call, where the callers' heap is not in sight");
  /* lists that may have elements */
  uint8_t *lnon = mt_calloc(s->nli + 1, 1);
  uint32_t nlists = 0;
  for (uint32_t i = 0; i < s->nli; i++) {
    seg_lin z = seg_lc(0), len = seg_lv(s->li[i].len), t;
    seg_atom_le(&t, &len, &z);
    lnon[i] = !seg_valid(g, &t);
    nlists += lnon[i];
  }
  if (!nheap && !nlists) {
    mt_free(lnon);
    return SEG_OK;
  }
  if (at_end && g->o.memcleanup) {
    mt_free(lnon);
    if (!nheap)
      return seg_err(st, "valid-memcleanup", "the elements of %u list(s) may still be allocated at the end of the program", nlists);
    return seg_err(st, "valid-memcleanup", "%u heap block(s) may still be allocated at the end of the program", nheap);
  }
  if (!g->o.memtrack) {
    mt_free(lnon);
    return SEG_OK;
  }
  uint8_t *lreach = mt_calloc(s->nli + 1, 1);
  bool *reach = mt_calloc(s->nblocks + 1, sizeof(bool));
  MT_VEC(uint32_t) roots = {0};
  for (uint32_t i = 0; i < s->nblocks; i++)
    if (s->bl[i].kind == SEG_B_GLOBAL || (frames_live && s->bl[i].kind == SEG_B_STACK)) reach[i] = true;
  if (frames_live)
    for (uint32_t f = 0; f < s->nframes; f++)
      for (uint32_t j = 0; j < s->fr[f].f->nslots; j++)
        if (s->fr[f].lv[j] && g->vars.data[s->fr[f].lv[j]].view == SEG_V_PTR) MT_VEC_PUSH(roots, s->fr[f].lv[j]);
  bool *ptdone = mt_calloc(s->npt + 1, sizeof(bool));
  /* a model of the premise names the only block that can provably hold a
   * root or a stored pointer */
  for (bool changed = true; changed;) {
    changed = false;
    /* pointers stored in reachable blocks are roots */
    for (uint32_t i = 0; i < s->npt; i++) {
      if (ptdone[i] || g->vars.data[s->pt[i].val].view != SEG_V_PTR) continue;
      seg_lin a = seg_lv(s->pt[i].addr), len = seg_lc(s->pt[i].size);
      int mb = model_block(g, s, &a);
      for (uint32_t j = 0; j < s->nblocks; j++)
        if (reach[j] && (mb == -2 || mb == (int)j) && seg_inside(g, &s->bl[j], &a, &len)) {
          ptdone[i] = true;
          MT_VEC_PUSH(roots, s->pt[i].val);
          changed = true;
          break;
        }
    }
    for (uint32_t r = 0; r < roots.len; r++) {
      seg_lin x = seg_lv(roots.data[r]), one = seg_lc(1);
      int mb = model_block(g, s, &x);
      for (uint32_t j = 0; j < s->nblocks; j++)
        if (!reach[j] && s->bl[j].kind == SEG_B_HEAP && (mb == -2 || mb == (int)j) &&
            (s->bl[j].zero ? at_start(g, &s->bl[j], &x) : seg_inside(g, &s->bl[j], &x, &one))) {
          reach[j] = true;
          changed = true;
        }
      /* a list is reachable from its start; its pointers are roots then */
      for (uint32_t j = 0; j < s->nli; j++) {
        if (lreach[j] || !lnon[j]) continue;
        /* (its start's link, or an intrusive first element's start) */
        seg_lin ad = seg_lv(s->li[j].ad), t;
        int64_t xv, av;
        bool at = false;
        for (int w = 0; w < 2 && !at; w++) {
          if (w) {
            if (!s->li[j].loff) break;
            ad.c = -(int64_t)s->li[j].loff;
          }
          if (seg_model_value(g, s, &x, &xv) && seg_model_value(g, s, &ad, &av) && xv != av) continue;
          at = seg_atom_mk(&t, &x, SEG_EQ, &ad) && seg_valid(g, &t);
        }
        if (!at) continue;
        lreach[j] = 1;
        changed = true;
        const seg_list *l = &s->li[j];
        uint32_t ps[4] = {l->tgt, l->fnext, l->lad, l->bk};
        for (uint32_t q = 0; q < 4; q++)
          if (ps[q]) MT_VEC_PUSH(roots, ps[q]);
        for (uint32_t q = 0; q < l->nf; q++)
          if (l->f[q].view == SEG_V_PTR) {
            if (l->f[q].first) MT_VEC_PUSH(roots, l->f[q].first);
            if (l->f[q].last) MT_VEC_PUSH(roots, l->f[q].last);
          }
      }
    }
  }
  uint32_t llost = 0;
  for (uint32_t j = 0; j < s->nli; j++) llost += lnon[j] && !lreach[j];
  mt_free(lnon);
  mt_free(lreach);

  uint32_t lost = 0;
  ir_loc site = {0};
  for (uint32_t j = 0; j < s->nblocks; j++)
    if (s->bl[j].kind == SEG_B_HEAP && !reach[j]) {
      if (!lost) site = s->bl[j].site;
      lost++;
    }
  mt_free(reach);
  mt_free(ptdone);
  MT_VEC_FREE(roots);
  if ((lost || llost) && mt_log_on(g->run, 4)) {
    mt_buf bf = {0};
    seg_state_print(&bf, g, s);
    MT_LOG(g->run, 4, "seg", "unreachable heap in:\n%s", bf.data);
    mt_buf_free(&bf);
  }
  if (!lost && llost)
    return seg_err(st, "valid-memtrack", "the elements of %u list(s) may be unreachable %s", llost,
                   at_end ? "at the end of the program" : "at a loop head");
  if (!lost) return SEG_OK;
  return seg_err(st, "valid-memtrack",
                 "%u heap block(s) (allocated at line %u) may be unreachable %s", lost, site.line,
                 at_end ? "at the end of the program" : "at a loop head");
}

/* ---- the initial state -------------------------------------------------------------------- */

/* the value a read-only global's initializer holds at off in type t: an
 * integer's bytes, a pointer's relocation (another global's or a
 * function's address plus an addend) or NULL; false when unknown */
static bool const_value(seg_graph *g, const ir_global *gl, uint64_t off, ir_type_id t, seg_lin *val) {
  const ir_type *ty = ir_type_get(g->m, t);
  if (ty->store == 0 || ty->store > 8 || off + ty->store > gl->size) return false;
  if (ty->kind != IR_T_INT && ty->kind != IR_T_PTR) return false;
  for (uint32_t r = 0; r < gl->nrelocs; r++) {
    const ir_reloc *rl = &gl->relocs[r];
    if (rl->offset + (uint64_t)(g->pbits / 8) <= off || rl->offset >= off + ty->store) continue;
    if (rl->offset != off || ty->kind != IR_T_PTR) return false; /* part of an address */
    const ir_value *tv = ir_val_get(g->m, rl->target);
    uint32_t base = 0;
    if (tv->kind == IR_V_GLOBAL) base = g->gvar[tv->u.index];
    else if (tv->kind == IR_V_FUNC) {
      if (!g->fvar[tv->u.index]) g->fvar[tv->u.index] = seg_fresh(g, g->pbits, SEG_V_PTR);
      base = g->fvar[tv->u.index];
    }
    if (!base) return false;
    seg_lin_var(val, base);
    val->c = rl->addend;
    return true;
  }
  uint64_t raw = ir_global_bytes(gl, off, (unsigned)ty->store);
  if (ty->kind == IR_T_PTR) {
    if (raw) return false;
    seg_lin_const(val, 0);
    return true;
  }
  unsigned bits = seg_bits(g, t);
  if (bits < 64) raw &= ((uint64_t)1 << bits) - 1;
  if (seg_type_view(g, t) == SEG_V_S && bits > 1 && bits < 64 && (raw >> (bits - 1)) & 1)
    seg_lin_const(val, (int64_t)(raw - ((uint64_t)1 << bits)));
  else if (raw <= (uint64_t)INT64_MAX)
    seg_lin_const(val, (int64_t)raw);
  else
    return false;
  return true;
}

/* the scalar leaves of type t at off (fields, elements), at most *budget */
static void type_leaves(const seg_graph *g, ir_type_id t, uint64_t off, uint32_t *budget, leaf_fn fn, void *ud) {
  const ir_type *ty = ir_type_get(g->m, t);
  switch (ty->kind) {
  case IR_T_INT:
  case IR_T_PTR:
    if (*budget) {
      (*budget)--;
      fn(ud, off, t);
    }
    break;
  case IR_T_STRUCT:
    for (uint32_t i = 0; i < ty->nfields && *budget; i++) type_leaves(g, ty->fields[i], off + ty->offsets[i], budget, fn, ud);
    break;
  case IR_T_ARRAY: {
    uint64_t es = ir_type_get(g->m, ty->elem)->size;
    for (uint64_t i = 0; i < ty->count && *budget; i++) type_leaves(g, ty->elem, off + i * es, budget, fn, ud);
    break;
  }
  default: break;
  }
}

/* the read-only global (with an initializer) block b of s is, -1 if none:
 * the graph keeps its constant cells out of the states (they never change)
 * and reads them from the initializer */
static int const_global(const seg_graph *g, const seg_state *s, int b) {
  if (b < 0 || s->bl[b].kind != SEG_B_GLOBAL || !s->bl[b].readonly) return -1;
  for (uint32_t i = 0; i < g->m->globals.len; i++)
    if (g->gvar[i] == s->bl[b].lo) return g->m->globals.data[i].is_extern ? -1 : (int)i;
  return -1;
}

/* p - lo as a constant the premise implies */
static bool const_offset(seg_step *st, const seg_state *s, const seg_lin *p, uint32_t lo, int64_t *off) {
  seg_lin d = seg_lv(lo);
  return seg_lin_addk(&d, p, -1, &d) && lin_const(st, s, &d, off);
}

/* the constant a load of type t at p reads from read-only block b */
static bool const_read(seg_step *st, const seg_state *s, int b, const seg_lin *p, ir_type_id t, seg_lin *val) {
  int gi = const_global(st->g, s, b);
  int64_t off;
  return gi >= 0 && const_offset(st, s, p, s->bl[b].lo, &off) && off >= 0 &&
         const_value(st->g, &st->g->m->globals.data[gi], (uint64_t)off, t, val);
}

/* ---- the initial state -------------------------------------------------------------------- */

typedef struct init_ctx {
  seg_graph *g;
  seg_state *s;
  const ir_global *gl;
  uint32_t lo;
} init_ctx;

static void init_leaf(void *ud, uint64_t off, ir_type_id t) {
  init_ctx *c = ud;
  seg_graph *g = c->g;
  seg_lin val;
  if (!const_value(g, c->gl, off, t, &val)) return;
  uint32_t a = c->lo;
  seg_lin eq;
  if (off) {
    a = seg_fresh(g, g->pbits, SEG_V_PTR);
    seg_lin al = seg_lv(a), lo = seg_lv(c->lo);
    lo.c = (int64_t)off;
    if (seg_atom_mk(&eq, &al, SEG_EQ, &lo)) seg_kb_add(g, c->s, &eq);
  }
  seg_view view = seg_type_view(g, t);
  uint32_t v = seg_fresh(g, seg_bits(g, t), view);
  seg_lin vl = seg_lv(v);
  if (seg_atom_mk(&eq, &vl, SEG_EQ, &val)) seg_kb_add(g, c->s, &eq);
  seg_pt p = {a, v, t, (uint32_t)ir_type_get(g->m, t)->store, (uint8_t)view};
  seg_pt_add(g, c->s, &p);
}

seg_state *seg_initial(seg_graph *g, const ir_func *main_fn, char **why) {
  const ir_module *m = g->m;
  seg_state *s = seg_state_new(g);
  seg_frame_push(g, s, main_fn);
  seg_step st;
  memset(&st, 0, sizeof st);
  st.g = g;
  st.a = s;
  for (uint32_t i = 0; i < main_fn->nparams; i++) {
    ir_val pv = main_fn->params[i];
    seg_define_fresh(&st, s, pv);
  }
  uint32_t total = 1024;
  for (uint32_t i = 0; i < m->globals.len; i++) g->gvar[i] = seg_fresh(g, g->pbits, SEG_V_PTR);
  for (uint32_t i = 0; i < m->globals.len; i++) {
    const ir_global *gl = &m->globals.data[i];
    uint64_t size = gl->size ? gl->size : 1;
    seg_block b = {g->gvar[i], seg_fresh(g, g->pbits, SEG_V_PTR), SEG_B_GLOBAL, gl->is_const, 0, gl->loc, 0, false, false};
    seg_lin hi = seg_lv(b.hi), lo = seg_lv(b.lo), t;
    lo.c = (int64_t)size - 1;
    if (seg_atom_mk(&t, &hi, SEG_EQ, &lo)) seg_kb_add(g, s, &t);
    seg_block_add(g, s, &b);
    /* read-only globals: loads read their initializers (const_read) */
    if (gl->is_extern || gl->is_const) continue;
    init_ctx c = {g, s, gl, g->gvar[i]};
    uint32_t budget = total < 64 ? total : 64, before = budget;
    type_leaves(g, gl->type, 0, &budget, init_leaf, &c);
    total -= before - budget;
  }
  /* functions whose address the program takes: a read-only one-byte
   * global block each, which no access lies inside (seg_inside), so the
   * address is fixed, not NULL and apart from every object in every state
   * -- merges and summaries keep global blocks as they are, and an
   * indirect call finds its callee by it (rules_ctrl.c) */
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    if (!g->fi[i].addr_taken) continue;
    const ir_func *f = &m->funcs.data[i];
    g->fvar[i] = seg_fresh(g, g->pbits, SEG_V_PTR);
    seg_block b = {g->fvar[i], seg_fresh(g, g->pbits, SEG_V_PTR), SEG_B_GLOBAL, true, 0, f->loc, 0, true, false};
    seg_kb_rel(g, s, b.hi, SEG_EQ, b.lo, 0);
    seg_block_add(g, s, &b);
  }
  *why = NULL;
  return s;
}
