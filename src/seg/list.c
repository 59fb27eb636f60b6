/* list.c -- list invariants in abstract states (seed 004, extended): the
 * representation's variables, the facts <s> gets about each list, the
 * materialization of an element an access needs (the first element --
 * traversal -- or the last one), and printing.  Inference (merging),
 * folding at loop heads and the instance check are in list_merge.c.
 *
 * The elements of a list are owned by it: never in AL, never described by
 * PT.  An access inside an element is possible only after the element was
 * materialized: taken out of the list into a heap block of AL with a PT
 * cell per known field, the list keeping the others (length - 1).  A list
 * may be empty (length 0): the segment from ad to tgt then has no element
 * and ad = tgt, so a traversal's cursor that reached the end is a list
 * too (seg_int.h has the facts). */
#include "seg_int.h"

#include <string.h>

/* ---- representation ------------------------------------------------------------- */

uint32_t seg_list_vars(const seg_list *l, uint32_t *out) {
  uint32_t n = 0;
  out[n++] = l->ad;
  out[n++] = l->tgt;
  out[n++] = l->len;
  out[n++] = l->lad;
  out[n++] = l->fnext;
  if (l->bk) {
    out[n++] = l->bk;
    out[n++] = l->lprev;
  }
  for (uint32_t i = 0; i < l->nf; i++) {
    if (l->f[i].first) out[n++] = l->f[i].first;
    if (l->f[i].last) out[n++] = l->f[i].last;
  }
  return n;
}

bool seg_list_mentions(const seg_list *l, uint32_t v) {
  uint32_t vs[SEG_LIST_NVARS];
  uint32_t n = seg_list_vars(l, vs);
  for (uint32_t i = 0; i < n; i++)
    if (vs[i] == v) return true;
  return false;
}

void seg_list_add(seg_graph *g, seg_state *s, const seg_list *l) {
  (void)g;
  s->li = mt_realloc(s->li, sizeof *s->li * (s->nli + 1));
  s->li[s->nli++] = *l;
  MT_INC(g->run, seg_lists);
}

void seg_list_del(seg_state *s, uint32_t i) {
  if (i + 1 < s->nli) memmove(&s->li[i], &s->li[i + 1], sizeof *s->li * (s->nli - i - 1));
  s->nli--;
}

bool seg_lf_step_atom(const seg_list *l, const seg_lf *f, seg_lin *out) {
  if (!f->stepped || !f->first || !f->last) return false;
  /* last - first - step·len + step = 0 */
  seg_lin a = seg_lv(f->last), b = seg_lv(f->first), ln = seg_lv(l->len);
  if (!seg_lin_addk(out, &a, -1, &b) || !seg_lin_addk(out, out, -f->step, &ln) ||
      __builtin_add_overflow(out->c, f->step, &out->c))
    return false;
  out->rel = SEG_EQ;
  return true;
}

uint32_t seg_list_len_var(seg_graph *g) {
  return seg_fresh(g, 0, SEG_V_S); /* unbounded */
}

/* ---- <s> --------------------------------------------------------------------------- */

typedef struct fctx {
  seg_graph *g;
  smt_ctx *c;
} fctx;

static smt_term v_(fctx *f, uint32_t v) { return seg_var_term(f->g, v); }

/* x + k */
static smt_term plus(fctx *f, uint32_t x, int64_t k) {
  return k ? smt_add(f->c, v_(f, x), smt_int(f->c, k)) : v_(f, x);
}

static smt_term eqv(fctx *f, uint32_t x, uint32_t y) { return smt_rel(f->c, SMT_EQ, v_(f, x), v_(f, y)); }

static smt_term lenrel(fctx *f, const seg_list *l, smt_cmp op, int64_t k) {
  return smt_rel(f->c, op, v_(f, l->len), smt_int(f->c, k));
}

/* [x + k, x + k + n - 1] and [lo, hi] do not overlap */
static smt_term apart_block(fctx *f, uint32_t x, int64_t k, int64_t n, uint32_t lo, uint32_t hi) {
  return smt_or(f->c, smt_rel(f->c, SMT_LT, plus(f, x, k + n - 1), v_(f, lo)),
                smt_rel(f->c, SMT_LT, v_(f, hi), plus(f, x, k)));
}

/* [x + k, x + k + n - 1] and [y + j, y + j + m - 1] do not overlap */
static smt_term apart_at(fctx *f, uint32_t x, int64_t k, int64_t n, uint32_t y, int64_t j, int64_t m) {
  return smt_or(f->c, smt_rel(f->c, SMT_LE, plus(f, x, k + n), plus(f, y, j)),
                smt_rel(f->c, SMT_LE, plus(f, y, j + m), plus(f, x, k)));
}

/* [x, x + n - 1] and [y, y + m - 1] do not overlap */
static smt_term apart(fctx *f, uint32_t x, int64_t n, uint32_t y, int64_t m) { return apart_at(f, x, 0, n, y, 0, m); }

/* the element addresses of l with the length each needs: ad, lad (>= 1),
 * fnext (>= 2) */
static uint32_t elems(const seg_list *l, uint32_t *ad, int64_t *need) {
  ad[0] = l->ad, need[0] = 1;
  ad[1] = l->lad, need[1] = 1;
  ad[2] = l->fnext, need[2] = 2;
  return 3;
}

void seg_list_facts(seg_graph *g, const seg_state *s) {
  fctx f = {g, g->smt};
  smt_ctx *c = g->smt;
  for (uint32_t i = 0; i < s->nli; i++) {
    const seg_list *l = &s->li[i];
    int64_t S = l->esize;
    smt_term ge1 = lenrel(&f, l, SMT_GE, 1), ge2 = lenrel(&f, l, SMT_GE, 2);
    smt_assert(c, lenrel(&f, l, SMT_GE, 0));
    /* the elements are disjoint blocks of esize bytes in an address space
     * of 2^pbits - 1 bytes (0 is NULL): a counter that equals a length
     * cannot reach 2^pbits / esize */
    if (S >= 1 && g->pbits <= 64) {
      uint64_t space = g->pbits == 64 ? UINT64_MAX : ((uint64_t)1 << g->pbits) - 1;
      uint64_t most = space / (uint64_t)S;
      if (most <= (uint64_t)INT64_MAX) smt_assert(c, lenrel(&f, l, SMT_LE, (int64_t)most));
    }
    smt_term empty = eqv(&f, l->ad, l->tgt);
    if (l->bk) empty = smt_and(c, empty, eqv(&f, l->lad, l->bk));
    smt_assert(c, smt_implies(c, lenrel(&f, l, SMT_EQ, 0), empty));
    /* (the elements' starts, link - loff, are no NULL) */
    int64_t L = l->loff;
    smt_term lone = smt_int(c, 1 + L);
    smt_term nonempty = smt_and(c, smt_rel(c, SMT_GE, v_(&f, l->ad), lone),
                                smt_rel(c, SMT_GE, v_(&f, l->lad), lone));
    smt_assert(c, smt_implies(c, ge1, nonempty));
    /* len = 1: one element, first = last */
    MT_VEC(smt_term) one_el = {0};
    MT_VEC_PUSH(one_el, eqv(&f, l->ad, l->lad));
    MT_VEC_PUSH(one_el, eqv(&f, l->fnext, l->tgt));
    if (l->bk) MT_VEC_PUSH(one_el, eqv(&f, l->lprev, l->bk));
    for (uint32_t k = 0; k < l->nf; k++)
      if (l->f[k].first && l->f[k].last) MT_VEC_PUSH(one_el, eqv(&f, l->f[k].first, l->f[k].last));
    smt_assert(c, smt_implies(c, lenrel(&f, l, SMT_EQ, 1), smt_and_n(c, one_el.len, one_el.data)));
    MT_VEC_FREE(one_el);
    /* stepped fields: last = first + step·(len - 1) */
    for (uint32_t k = 0; k < l->nf; k++) {
      seg_lin t;
      if (seg_lf_step_atom(l, &l->f[k], &t)) smt_assert(c, seg_fact(g, &t));
    }
    /* len >= 2: the second element exists */
    smt_term two = smt_and(c, smt_rel(c, SMT_GE, v_(&f, l->fnext), lone),
                           smt_and(c, apart(&f, l->ad, S, l->fnext, S), apart(&f, l->ad, S, l->lad, S)));
    if (l->bk) two = smt_and(c, two, smt_rel(c, SMT_GE, v_(&f, l->lprev), lone));
    smt_assert(c, smt_implies(c, ge2, two));
    smt_assert(c, smt_implies(c, lenrel(&f, l, SMT_EQ, 2), eqv(&f, l->fnext, l->lad)));
    smt_assert(c, smt_implies(c, lenrel(&f, l, SMT_GE, 3), apart(&f, l->fnext, S, l->lad, S)));
    /* elements and blocks */
    uint32_t ea[3];
    int64_t en[3];
    uint32_t ne = elems(l, ea, en);
    for (uint32_t e = 0; e < ne; e++) {
      smt_term cond = en[e] == 1 ? ge1 : ge2;
      for (uint32_t b = 0; b < s->nblocks; b++)
        smt_assert(c, smt_implies(c, cond, apart_block(&f, ea[e], -L, S, s->bl[b].lo, s->bl[b].hi)));
      for (uint32_t j = 0; j < i; j++) {
        const seg_list *m = &s->li[j];
        uint32_t mb[3];
        int64_t mn[3];
        uint32_t nm = elems(m, mb, mn);
        for (uint32_t q = 0; q < nm; q++) {
          smt_term both = smt_and(c, cond, lenrel(&f, m, SMT_GE, mn[q]));
          smt_assert(c, smt_implies(c, both, apart_at(&f, ea[e], -L, S, mb[q], -(int64_t)m->loff, m->esize)));
        }
      }
    }
  }
}

/* ---- materialization ----------------------------------------------------------------- */

static uint32_t ptr_var_at(seg_graph *g, seg_state *s, uint32_t base, int64_t off) {
  if (!off) return base;
  uint32_t a = seg_fresh(g, g->pbits, SEG_V_PTR);
  seg_lin al = seg_lv(a), b = seg_lv(base), eq;
  b.c = off;
  if (seg_atom_mk(&eq, &al, SEG_EQ, &b)) seg_kb_add(g, s, &eq);
  return a;
}

static void add_cell(seg_graph *g, seg_state *s, uint32_t base, uint32_t off, ir_type_id ty,
                     uint32_t size, uint8_t view, uint32_t val) {
  if (!val) return;
  seg_pt p = {ptr_var_at(g, s, base, off), val, ty, size, view};
  seg_pt_add(g, s, &p);
}

/* the element whose link is e becomes a heap block of AL; its start */
static uint32_t elem_block(seg_graph *g, seg_state *s, const seg_list *l, uint32_t e) {
  uint32_t lo = ptr_var_at(g, s, e, -(int64_t)l->loff);
  seg_block b = {lo, seg_fresh(g, g->pbits, SEG_V_PTR), SEG_B_HEAP, false, 0, l->site, l->ety, false, false};
  seg_kb_rel(g, s, b.hi, SEG_EQ, lo, (int64_t)l->esize - 1);
  seg_block_add(g, s, &b);
  return lo;
}

static void elem_cells(seg_graph *g, seg_state *s, const seg_list *l, uint32_t e, bool first) {
  unsigned pb = g->pbits / 8;
  add_cell(g, s, e, l->noff, l->pty, pb, SEG_V_PTR, first ? l->fnext : l->tgt);
  if (l->bk) add_cell(g, s, e, l->poff, l->pty, pb, SEG_V_PTR, first ? l->bk : l->lprev);
  for (uint32_t k = 0; k < l->nf; k++) {
    const seg_lf *fl = &l->f[k];
    add_cell(g, s, e, fl->off, fl->ty, fl->size, fl->view, first ? fl->first : fl->last);
  }
}

/* before the first (or last) element's cells are made: the sentinel's
 * prev field of each ring it owns gets a value of its own when the list
 * keeps none at that end (the ring's last element is that value) */
static void ring_values(seg_graph *g, seg_list *l, bool first) {
  unsigned pb = g->pbits / 8;
  for (uint32_t k = 0; k < l->nf; k++) {
    if (!seg_own_is_ring(g, l->f[k].own)) continue;
    int c = seg_list_field(l, l->f[k].off + pb, l->f[k].ty, SEG_V_PTR);
    uint32_t *v = c < 0 ? NULL : first ? &l->f[c].first : &l->f[c].last;
    if (v && !*v) *v = seg_fresh(g, g->pbits, SEG_V_PTR);
  }
}

/* *t: owned value v is the pointer into its element (starting at e) that
 * template o allows instead of an object */
static bool self_atom(const seg_own *o, uint32_t v, seg_lin e, seg_lin *t) {
  seg_lin vl = seg_lv(v);
  e.c += (int64_t)o->self - 1;
  return seg_atom_mk(t, &vl, SEG_EQ, &e);
}

/* the objects the first (or last) element, at lo, owns into AL and PT:
 * the caller decided each nullable one's value (seg_list_access) */
static void elem_objects(seg_graph *g, seg_state *s, const seg_list *l, uint32_t lo, bool first) {
  unsigned pb = g->pbits / 8;
  for (uint32_t k = 0; k < l->nf; k++) {
    const seg_lf *f = &l->f[k];
    uint32_t v = first ? f->first : f->last;
    if (!f->own || !v) continue;
    if (seg_own_is_ring(g, f->own)) { /* around the sentinel at lo + off */
      int c = seg_list_field(l, f->off + pb, f->ty, SEG_V_PTR);
      uint32_t w = c >= 0 ? (first ? l->f[c].first : l->f[c].last) : 0;
      if (!w) w = seg_fresh(g, g->pbits, SEG_V_PTR); /* (no such field: the last element is any) */
      seg_own_ring(g, s, ptr_var_at(g, s, lo, f->off), v, w, f->own);
      continue;
    }
    seg_lin z = seg_lc(0), vl = seg_lv(v), t;
    const seg_own *o = seg_own_get(g, f->own);
    if (o->self) { /* a pointer into the element itself: no object */
      if (!self_atom(o, v, seg_lv(lo), &t)) continue;
      int d = seg_decide(g, &t);
      if (d == 1 || (d < 0 && !o->size && !o->nullable)) { /* (the only choice) */
        seg_kb_add(g, s, &t);
        continue;
      }
      if (!o->size) continue; /* (NULL or that pointer: no object either way) */
      if (d < 0) { /* (the caller splits first: seg_list_access) an object not kept */
        s->heap_lost = true;
        continue;
      }
    }
    if (o->kind == SEG_OWN_LIST) { /* a list at v: empty when v is NULL */
      seg_own_materialize(g, s, v, f->own);
      continue;
    }
    if (seg_own_is_null(g, f->own)) { /* NULL in every element */
      if (seg_atom_mk(&t, &vl, SEG_EQ, &z)) seg_kb_add(g, s, &t);
      continue;
    }
    if (seg_atom_mk(&t, &vl, SEG_EQ, &z) && seg_valid(g, &t)) {
      seg_kb_add(g, s, &t); /* NULL by the equations too */
      continue;
    }
    seg_own_materialize(g, s, v, f->own);
  }
}

/* s: list i's only element (len = 1) in AL and PT: the first element is
 * the last, field by field */
static void materialize_one(seg_step *st, seg_state *s, uint32_t i) {
  seg_graph *g = st->g;
  seg_list l = s->li[i];
  seg_list_del(s, i);
  seg_lin len = seg_lv(l.len), one = seg_lc(1), t;
  if (seg_atom_mk(&t, &len, SEG_EQ, &one)) seg_kb_add(g, s, &t);
  seg_kb_rel(g, s, l.lad, SEG_EQ, l.ad, 0);
  seg_kb_rel(g, s, l.fnext, SEG_EQ, l.tgt, 0);
  if (l.bk) seg_kb_rel(g, s, l.lprev, SEG_EQ, l.bk, 0);
  for (uint32_t k = 0; k < l.nf; k++) {
    seg_lf *f = &l.f[k];
    if (f->first && f->last) seg_kb_rel(g, s, f->first, SEG_EQ, f->last, 0);
    else if (!f->first) f->first = f->last;
  }
  uint32_t lo = elem_block(g, s, &l, l.ad);
  ring_values(g, &l, true);
  elem_cells(g, s, &l, lo, true);
  elem_objects(g, s, &l, lo, true);
  MT_INC(g->run, seg_list_traversed);
}

/* s: list i's first (or last) element in AL and PT with its objects, the
 * rest a list of len - 1 >= min - 1 (min = 2: materialization; min = 1:
 * an unfolding, where the rest may be empty -- it keeps the facts of an
 * empty list: ad = tgt (len = 1: fnext = tgt, ad = lad) and, doubly
 * linked, lad = bk (len = 1: lad = ad, lprev = bk)) */
static void split_end(seg_graph *g, seg_state *s, uint32_t i, bool last, int64_t min) {
  seg_list l = s->li[i], r = l;
  seg_list_del(s, i);
  uint32_t e = last ? l.lad : l.ad;
  seg_kb_ge(g, s, l.len, min);
  uint32_t lo = elem_block(g, s, &l, e);
  ring_values(g, &l, !last);
  elem_cells(g, s, &l, lo, !last);
  elem_objects(g, s, &l, lo, !last);
  r.len = seg_list_len_var(g);
  seg_kb_rel(g, s, r.len, SEG_EQ, l.len, -1);
  seg_kb_ge(g, s, r.len, min - 1);
  if (last) {
    /* the rest's first and second elements (if any) are l's */
    r.tgt = l.lad;
    r.lad = l.bk ? l.lprev : seg_fresh(g, g->pbits, SEG_V_PTR);
    if (l.bk) r.lprev = seg_fresh(g, g->pbits, SEG_V_PTR);
  } else {
    r.ad = l.fnext;
    r.fnext = seg_fresh(g, g->pbits, SEG_V_PTR);
    if (l.bk) r.bk = l.ad;
  }
  for (uint32_t k = 0; k < r.nf; k++) {
    seg_lf *f = &r.f[k];
    uint32_t *end = last ? &f->last : &f->first, *other = last ? &f->first : &f->last;
    if (f->stepped) { /* the rest's end value is one step further in */
      uint32_t v = seg_fresh(g, seg_bits(g, f->ty), (seg_view)f->view);
      seg_kb_rel(g, s, v, SEG_EQ, *end, last ? -f->step : f->step);
      *end = v;
    } else if (f->own) {
      /* the rest's end object: a value of its own; when the rest may be
       * empty, the other end's object may be the element's: that one too */
      *end = seg_fresh(g, g->pbits, SEG_V_PTR);
      if (min < 2) *other = seg_fresh(g, g->pbits, SEG_V_PTR);
    } else {
      *end = 0; /* the other end's value stays: it describes nothing when the rest is empty */
    }
  }
  seg_list_add(g, s, &r);
  MT_INC(g->run, seg_list_traversed);
}

/* the object of owned field f with value v, in the element that starts
 * at e, is a block that may also be a pointer into the element, or is
 * NULL, which the asserted premise does not decide; *t: v = e + offset,
 * else v >= 1 */
static bool own_undecided(seg_graph *g, const seg_lf *f, uint32_t v, const seg_lin *e, seg_lin *t) {
  const seg_own *o = seg_own_get(g, f->own);
  if (o && o->self && o->size) {
    if (!self_atom(o, v, *e, t)) return true;
    int d = seg_decide(g, t);
    if (d < 0) return true;
    if (d == 1) return false; /* that pointer: nothing to decide */
  }
  if (!o || o->kind != SEG_OWN_BLOCK || !o->size || !o->nullable) return false;
  seg_lin one = seg_lc(1), vl = seg_lv(v);
  return !seg_atom_le(t, &one, &vl) || seg_decide(g, t) < 0;
}

bool seg_list_unfold(seg_graph *g, seg_state *s, uint32_t i, bool last) {
  const seg_list *l = &s->li[i];
  seg_lin e = seg_lv(last ? l->lad : l->ad), t;
  e.c = -(int64_t)l->loff;
  for (uint32_t k = 0; k < l->nf; k++) {
    uint32_t v = last ? l->f[k].last : l->f[k].first;
    if (l->f[k].own && (!v || own_undecided(g, &l->f[k], v, &e, &t))) return false;
  }
  split_end(g, s, i, last, 1);
  return true;
}

int seg_list_field(const seg_list *l, uint32_t off, ir_type_id ty, uint8_t view) {
  for (uint32_t q = 0; q < l->nf; q++)
    if (l->f[q].off == off && l->f[q].ty == ty && l->f[q].view == view) return (int)q;
  return -1;
}

/* [p, p + n - 1] inside the element at e (esize bytes) */
bool seg_in_elem(seg_graph *g, uint32_t e, int64_t esize, const seg_lin *p, const seg_lin *n) {
  seg_lin lo = seg_lv(e), hi = seg_lv(e), last, a1, a2;
  hi.c = esize - 1;
  if (!seg_lin_addk(&last, p, 1, n)) return false;
  last.c -= 1;
  if (!seg_atom_le(&a1, &lo, p) || !seg_atom_le(&a2, &last, &hi)) return false;
  return seg_valid(g, &a1) && seg_valid(g, &a2);
}

bool seg_in_list_elem(seg_graph *g, const seg_list *l, uint32_t e, const seg_lin *p, const seg_lin *n) {
  if (!l->loff) return seg_in_elem(g, e, l->esize, p, n);
  seg_lin lo = seg_lv(e), hi = seg_lv(e), last, a1, a2;
  lo.c = -(int64_t)l->loff;
  hi.c = (int64_t)l->esize - 1 - (int64_t)l->loff;
  if (!seg_lin_addk(&last, p, 1, n)) return false;
  last.c -= 1;
  if (!seg_atom_le(&a1, &lo, p) || !seg_atom_le(&a2, &last, &hi)) return false;
  return seg_valid(g, &a1) && seg_valid(g, &a2);
}

/* p may lie in the element whose link is e: a model of the premise does
 * not put it elsewhere */
static bool maybe_in(seg_graph *g, const seg_state *s, const seg_list *l, uint32_t e, const seg_lin *p) {
  int64_t pv, ev;
  seg_lin el = seg_lv(e);
  if (!seg_model_value(g, s, p, &pv) || !seg_model_value(g, s, &el, &ev)) return true;
  ev -= (int64_t)l->loff;
  return ev <= pv && pv <= ev + (int64_t)l->esize - 1;
}

seg_out seg_list_access(seg_step *st, const seg_lin *p, const seg_lin *n) {
  seg_graph *g = st->g;
  const seg_state *s0 = st->a;
  for (uint32_t i = 0; i < s0->nli; i++) {
    const seg_list *l = &s0->li[i];
    for (int which = 0; which < 2; which++) {
      uint32_t e = which ? l->lad : l->ad;
      if (!maybe_in(g, s0, l, e, p) || !seg_in_list_elem(g, l, e, p, n)) continue;
      seg_lin one = seg_lc(1), len = seg_lv(l->len), t;
      seg_atom_le(&t, &one, &len);
      int d = seg_decide(g, &t);
      if (d == 0) break; /* empty: holds nothing */
      if (d < 0) {
        st->split = t;
        return SEG_SPLIT;
      }
      /* seed 004: a case split when len >= 2 cannot be proved -- one
       * element is first and last at once, else the rest is nonempty */
      seg_lin two = seg_lc(2), t2;
      seg_atom_le(&t2, &two, &len);
      int d2 = seg_decide(g, &t2);
      if (d2 < 0) {
        st->split = t2;
        return SEG_SPLIT;
      }
      /* the objects the element owns: each owned field needs a value
       * (a re-representation: an unknown value gets a variable), and a
       * case split on whether a nullable one is NULL */
      bool first = d2 == 0 || !which;
      bool unnamed = false;
      seg_lin es = seg_lv(first ? l->ad : l->lad); /* the element's start */
      es.c = -(int64_t)l->loff;
      for (uint32_t k = 0; k < l->nf; k++) {
        const seg_lf *f = &l->f[k];
        if (!f->own) continue;
        uint32_t v = d2 == 0 ? (f->first ? f->first : f->last) : first ? f->first : f->last;
        if (!v) {
          unnamed = true;
          continue;
        }
        if (own_undecided(g, f, v, &es, &st->split)) return SEG_SPLIT;
      }
      seg_state *s = seg_state_copy(g, s0);
      st->succ[st->nsucc++] = s;
      st->same_pos = true;
      if (unnamed) {
        seg_list *ls = &s->li[i];
        for (uint32_t k = 0; k < ls->nf; k++) {
          seg_lf *f = &ls->f[k];
          if (!f->own) continue;
          if (!f->first) f->first = seg_fresh(g, g->pbits, SEG_V_PTR);
          if (!f->last) f->last = seg_fresh(g, g->pbits, SEG_V_PTR);
        }
        return SEG_OK;
      }
      if (d2 == 0) materialize_one(st, s, i);
      else split_end(g, s, i, which, 2);
      MT_LOG(g->run, 2, "seg", "list at v%u: %s element materialized", l->ad, which ? "last" : "first");
      seg_gc_step(st, s);
      return SEG_OK;
    }
  }
  return SEG_ERRSTATE;
}

/* ---- printing ---------------------------------------------------------------------------- */

void seg_list_print(mt_buf *b, const seg_list *l) {
  mt_buf_printf(b, "list v%u..v%u: length v%u, %u-byte elements (heap, line %u), next @%u", l->ad,
                l->tgt, l->len, l->esize, l->site.line, l->noff);
  if (l->loff) mt_buf_printf(b, ", links @%u", l->loff);
  if (l->bk) mt_buf_printf(b, ", prev @%u (first v%u, last v%u)", l->poff, l->bk, l->lprev);
  mt_buf_printf(b, ", last element v%u, second v%u", l->lad, l->fnext);
  for (uint32_t k = 0; k < l->nf; k++) {
    mt_buf_printf(b, ", @%u: ", l->f[k].off);
    if (l->f[k].first) mt_buf_printf(b, "first v%u", l->f[k].first);
    else mt_buf_printf(b, "first ?");
    if (l->f[k].last) mt_buf_printf(b, " last v%u", l->f[k].last);
    else mt_buf_printf(b, " last ?");
    if (l->f[k].stepped) mt_buf_printf(b, " step %lld", (long long)l->f[k].step);
    if (l->f[k].own) mt_buf_printf(b, " owned (template %u)", l->f[k].own);
  }
}

/* ---- the proof text ------------------------------------------------------------------------ */

/* the name of the program value of s's frame that equals v (by the
 * equations), NULL if none */
static const char *value_name(const seg_graph *g, const seg_state *s, const seg_oclass *oc, uint32_t v) {
  for (uint32_t f = s->nframes; f-- > 0;) {
    const seg_frame *fr = &s->fr[f];
    for (uint32_t j = 0; j < fr->f->nslots; j++) {
      if (!fr->lv[j] || !seg_oc_same(oc, fr->lv[j], v)) continue;
      const ir_func *fn = fr->f;
      for (uint32_t q = 0; q < fn->nparams; q++)
        if (ir_val_get(g->m, fn->params[q])->u.local.slot == j && ir_val_get(g->m, fn->params[q])->name)
          return ir_val_get(g->m, fn->params[q])->name;
      for (uint32_t q = 0; q < fn->ninsts; q++)
        if (fn->insts[q].result && ir_val_get(g->m, fn->insts[q].result)->u.local.slot == j &&
            ir_val_get(g->m, fn->insts[q].result)->name && *ir_val_get(g->m, fn->insts[q].result)->name)
          return ir_val_get(g->m, fn->insts[q].result)->name;
    }
  }
  return NULL;
}

/* the name of the program value that equals v - k (by the equations) */
static const char *value_name_off(const seg_graph *g, const seg_state *s, const seg_oclass *oc, uint32_t v,
                                  int64_t k) {
  for (uint32_t f = s->nframes; f-- > 0;)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++) {
      int64_t d;
      uint32_t x = s->fr[f].lv[j];
      if (x && seg_oc_diff(oc, v, x, &d) && d == k) return value_name(g, s, oc, x);
    }
  return NULL;
}

/* the program value v is a nonzero constant *d away from (a sentinel
 * inside a heap object: "call + 8"), NULL if none */
static const char *off_name(const seg_graph *g, const seg_state *s, const seg_oclass *oc, uint32_t v, int64_t *d) {
  for (uint32_t f = s->nframes; f-- > 0;)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++) {
      uint32_t x = s->fr[f].lv[j];
      const char *n = x && seg_oc_diff(oc, v, x, d) && *d ? value_name(g, s, oc, x) : NULL;
      if (n) return n;
    }
  return NULL;
}

static void print_off(mt_buf *b, const char *n, int64_t d) {
  mt_buf_printf(b, "%s %c %lld", n, d < 0 ? '-' : '+', (long long)(d < 0 ? -d : d));
}

/* v as the value of a memory cell at a named address ("*(call + 8)": the
 * next field of a sentinel inside a heap object), false if none */
static bool print_cell_name(const seg_graph *g, const seg_state *s, const seg_oclass *oc, uint32_t v, mt_buf *b) {
  for (uint32_t i = 0; i < s->npt; i++) {
    if (!seg_oc_same(oc, s->pt[i].val, v)) continue;
    const char *n = value_name(g, s, oc, s->pt[i].addr);
    int64_t d = 0;
    if (!n && !(n = off_name(g, s, oc, s->pt[i].addr, &d))) continue;
    if (!d) {
      mt_buf_printf(b, "*%s", n);
    } else {
      mt_buf_printf(b, "*(");
      print_off(b, n, d);
      mt_buf_printf(b, ")");
    }
    return true;
  }
  return false;
}

static void describe(const seg_graph *g, const seg_state *s, const seg_list *l, mt_buf *b) {
  seg_oclass *oc = seg_oc_new(s);
  const char *start = value_name(g, s, oc, l->ad);
  /* (an intrusive list from a cursor at its first element's start) */
  const char *at = !start && l->loff ? value_name_off(g, s, oc, l->ad, l->loff) : NULL;
  if (at) {
    mt_buf_printf(b, "list from the element at %s", at);
  } else if (start) {
    mt_buf_printf(b, "list from %s", start);
  } else {
    mt_buf_printf(b, "list from ");
    if (!print_cell_name(g, s, oc, l->ad, b)) mt_buf_printf(b, "?");
  }
  mt_buf_printf(b, " (%u-byte elements allocated at line %u, next at offset %u", l->esize, l->site.line, l->noff);
  if (l->bk) mt_buf_printf(b, ", prev at offset %u: doubly linked", l->poff);
  if (l->loff) mt_buf_printf(b, ", links point to offset %u (intrusive)", l->loff);
  mt_buf_printf(b, "): length");
  int64_t lo = 0;
  const char *eqname = NULL;
  for (uint32_t i = 0; i < s->nkb; i++) {
    const seg_lin *a = &s->kb[i];
    if (a->rel == SEG_LE && a->n == 1 && a->v[0] == l->len && a->k[0] == -1 && a->c > lo) lo = a->c;
    if (a->rel == SEG_EQ && a->n == 2 && (a->v[0] == l->len || a->v[1] == l->len) && a->k[0] == -a->k[1] &&
        a->c == 0 && !eqname)
      eqname = value_name(g, s, oc, a->v[0] == l->len ? a->v[1] : a->v[0]);
  }
  if (eqname) mt_buf_printf(b, " %s,", eqname);
  mt_buf_printf(b, " at least %lld, ", (long long)lo);
  int64_t k;
  const char *end = value_name(g, s, oc, l->tgt);
  if (seg_oc_value(oc, l->tgt, &k) && k == 0) mt_buf_printf(b, "ends in NULL");
  else if (seg_oc_same(oc, l->tgt, l->ad)) mt_buf_printf(b, "cyclic");
  else if (end) mt_buf_printf(b, "ends at %s", end);
  else {
    int64_t d;
    const char *n = off_name(g, s, oc, l->tgt, &d);
    mt_buf_printf(b, "ends at ");
    if (n) print_off(b, n, d);
    else mt_buf_printf(b, "an unnamed pointer");
  }
  const char *last = value_name(g, s, oc, l->lad);
  if (last) mt_buf_printf(b, ", last element %s", last);
  for (uint32_t q = 0; q < l->nf; q++)
    if (l->f[q].own) {
      const seg_own *o = seg_own_get(g, l->f[q].own);
      if (o && o->self)
        mt_buf_printf(b, "; each element's field at offset %u points to the element's offset %u%s", l->f[q].off,
                      o->self - 1, o->size ? " or owns " : o->nullable ? " or is NULL" : "");
      else
        mt_buf_printf(b, "; each element's field at offset %u owns ", l->f[q].off);
      seg_own_print(b, g, l->f[q].own);
    }
  /* payload known in every element: a constant, or a progression from a
   * constant (element k holds first + k·step, k = 0, 1, ...) */
  for (uint32_t q = 0; q < l->nf; q++) {
    int64_t c0;
    if (!l->f[q].stepped || l->f[q].view == SEG_V_PTR || !l->f[q].first || !seg_oc_value(oc, l->f[q].first, &c0))
      continue;
    if (!l->f[q].step)
      mt_buf_printf(b, "; each element's field at offset %u holds %lld", l->f[q].off, (long long)c0);
    else
      mt_buf_printf(b, "; element k's field at offset %u holds %lld %c %lld·k", l->f[q].off, (long long)c0,
                    l->f[q].step < 0 ? '-' : '+', (long long)(l->f[q].step < 0 ? -l->f[q].step : l->f[q].step));
  }
  seg_oc_delete(oc);
}

void seg_list_describe(const seg_graph *g, mt_buf *out) {
  for (uint32_t i = 1; i < g->nodes.len; i++) {
    const seg_node *n = &g->nodes.data[i];
    /* the generalized states: targets of merges */
    if (n->dead || !n->st || n->in_kind != SEG_E_GEN || !n->st->nli) continue;
    const seg_frame *fr = &n->st->fr[n->st->nframes - 1];
    const ir_inst *in = &fr->f->insts[fr->f->blocks[fr->block].first + fr->idx];
    for (uint32_t k = 0; k < n->st->nli; k++) {
      mt_buf line = {0};
      mt_buf_printf(&line, "  %s:%u: ", fr->f->name, in->loc.line);
      describe(g, n->st, &n->st->li[k], &line);
      mt_buf_printf(&line, "\n");
      if (!out->data || !strstr(out->data, line.data)) mt_buf_printf(out, "%s", line.data);
      mt_buf_free(&line);
    }
  }
}
