/* state.c -- linear atoms, abstract states, the state formula <a> and the
 * validity queries of the symbolic execution graph. */
#include "seg_int.h"

#include <stdlib.h>
#include <string.h>

/* ---- variables ----------------------------------------------------------------- */

uint32_t seg_fresh(seg_graph *g, unsigned bits, seg_view view) {
  bool unbounded = bits > 1 && ((g->o.math_ints && view != SEG_V_PTR) ||
                                 (g->o.signed_unbounded && view == SEG_V_S));
  seg_var v = {(uint8_t)(unbounded ? 0 : bits), (uint8_t)view};
  if (g->vars.len == 0) {
    seg_var z = {0, 0};
    MT_VEC_PUSH(g->vars, z);
    MT_VEC_PUSH(g->vterm, NULL);
  }
  MT_VEC_PUSH(g->vars, v);
  MT_VEC_PUSH(g->vterm, NULL);
  MT_INC(g->run, seg_vars);
  return g->vars.len - 1;
}

bool seg_var_range(const seg_graph *g, uint32_t v, int64_t *lo, int64_t *hi) {
  const seg_var *x = &g->vars.data[v];
  if (x->view == SEG_V_PTR) { /* addresses: 0 (null) or positive */
    *lo = 0;
    *hi = INT64_MAX;
    return true;
  }
  unsigned b = x->bits;
  if (b == 0 || b > 64) return false;
  if (x->view == SEG_V_S) {
    *lo = b == 64 ? INT64_MIN : -((int64_t)1 << (b - 1));
    *hi = b == 64 ? INT64_MAX : ((int64_t)1 << (b - 1)) - 1;
  } else {
    *lo = 0;
    *hi = b >= 63 ? INT64_MAX : ((int64_t)1 << b) - 1; /* u64: upper part not expressible */
  }
  return true;
}

/* ---- linear expressions -------------------------------------------------------------- */

void seg_lin_const(seg_lin *l, int64_t c) {
  memset(l, 0, sizeof *l);
  l->c = c;
}

void seg_lin_var(seg_lin *l, uint32_t v) {
  memset(l, 0, sizeof *l);
  l->n = 1;
  l->v[0] = v;
  l->k[0] = 1;
}

bool seg_lin_addk(seg_lin *r, const seg_lin *a, int64_t k, const seg_lin *b) {
  seg_lin t;
  memset(&t, 0, sizeof t);
  t.rel = a->rel;
  int64_t kc;
  if (__builtin_mul_overflow(k, b->c, &kc) || __builtin_add_overflow(a->c, kc, &t.c)) return false;
  uint32_t i = 0, j = 0;
  while (i < a->n || j < b->n) {
    uint32_t v;
    int64_t coef;
    if (j >= b->n || (i < a->n && a->v[i] < b->v[j])) {
      v = a->v[i];
      coef = a->k[i++];
    } else {
      int64_t kb;
      if (__builtin_mul_overflow(k, b->k[j], &kb)) return false;
      v = b->v[j++];
      coef = kb;
      if (i < a->n && a->v[i] == v && __builtin_add_overflow(coef, a->k[i++], &coef)) return false;
    }
    if (coef == 0) continue;
    if (t.n == SEG_LIN_MAX) return false;
    t.v[t.n] = v;
    t.k[t.n++] = coef;
  }
  *r = t;
  return true;
}

bool seg_lin_scale(seg_lin *r, const seg_lin *a, int64_t k) {
  seg_lin z;
  seg_lin_const(&z, 0);
  return seg_lin_addk(r, &z, k, a);
}

bool seg_lin_is_const(const seg_lin *l, int64_t *c) {
  if (l->n) return false;
  if (c) *c = l->c;
  return true;
}

bool seg_atom_mk(seg_lin *r, const seg_lin *a, seg_rel rel, const seg_lin *b) {
  if (!seg_lin_addk(r, a, -1, b)) return false;
  r->rel = (uint8_t)rel;
  return true;
}

bool seg_atom_le(seg_lin *r, const seg_lin *a, const seg_lin *b) {
  return seg_atom_mk(r, a, SEG_LE, b);
}

bool seg_atom_lt(seg_lin *r, const seg_lin *a, const seg_lin *b) {
  if (!seg_atom_mk(r, a, SEG_LE, b)) return false;
  return !__builtin_add_overflow(r->c, 1, &r->c);
}

bool seg_atom_neg(seg_lin *r, const seg_lin *atom) {
  *r = *atom;
  if (seg_rel_is_div(atom->rel)) return false; /* no such atom */
  switch (atom->rel) {
  case SEG_EQ: r->rel = SEG_NE; return true;
  case SEG_NE: r->rel = SEG_EQ; return true;
  default: /* ¬(e <= 0)  ==  -e + 1 <= 0 */
    if (!seg_lin_scale(r, atom, -1)) return false;
    r->rel = SEG_LE;
    return !__builtin_add_overflow(r->c, 1, &r->c);
  }
}

bool seg_lin_eq(const seg_lin *a, const seg_lin *b) {
  if (a->rel != b->rel || a->n != b->n || a->c != b->c) return false;
  for (uint32_t i = 0; i < a->n; i++)
    if (a->v[i] != b->v[i] || a->k[i] != b->k[i]) return false;
  return true;
}

void seg_lin_print(mt_buf *b, const seg_lin *l, bool atom) {
  for (uint32_t i = 0; i < l->n; i++) {
    int64_t k = l->k[i];
    if (i == 0) {
      if (k == -1) mt_buf_printf(b, "-");
      else if (k != 1) mt_buf_printf(b, "%lld*", (long long)k);
    } else {
      mt_buf_printf(b, k < 0 ? " - " : " + ");
      if (k != 1 && k != -1) mt_buf_printf(b, "%llu*", (unsigned long long)(k < 0 ? -(uint64_t)k : (uint64_t)k));
    }
    mt_buf_printf(b, "v%u", l->v[i]);
  }
  if (!atom) {
    if (l->n == 0) mt_buf_printf(b, "%lld", (long long)l->c);
    else if (l->c) mt_buf_printf(b, " %c %llu", l->c < 0 ? '-' : '+',
                                 (unsigned long long)(l->c < 0 ? -(uint64_t)l->c : (uint64_t)l->c));
    return;
  }
  if (l->n == 0) mt_buf_printf(b, "0");
  if (seg_rel_is_div(l->rel)) {
    mt_buf_printf(b, " = %lld (mod %lld)", (long long)(l->c == INT64_MIN ? INT64_MAX : -l->c),
                  (long long)seg_rel_mod(l->rel));
    return;
  }
  static const char *rel[] = {" = ", " <= ", " != "};
  mt_buf_printf(b, "%s%lld", rel[l->rel], (long long)(l->c == INT64_MIN ? INT64_MAX : -l->c));
}

/* ---- states ------------------------------------------------------------------------ */

seg_state *seg_state_new(seg_graph *g) {
  (void)g;
  return mt_calloc(1, sizeof(seg_state));
}

seg_state *seg_state_copy(seg_graph *g, const seg_state *s) {
  seg_state *t = seg_state_new(g);
  t->nframes = s->nframes;
  t->fr = mt_malloc(sizeof *t->fr * (s->nframes ? s->nframes : 1));
  for (uint32_t i = 0; i < s->nframes; i++) {
    t->fr[i] = s->fr[i];
    uint32_t n = s->fr[i].f->nslots;
    t->fr[i].lv = mt_malloc(sizeof(uint32_t) * (n ? n : 1));
    if (n) memcpy(t->fr[i].lv, s->fr[i].lv, sizeof(uint32_t) * n);
  }
  t->nblocks = s->nblocks;
  t->npt = s->npt;
  t->nkb = s->nkb;
  t->heap_lost = s->heap_lost;
  t->bl = mt_malloc(sizeof *t->bl * (s->nblocks + 1));
  t->pt = mt_malloc(sizeof *t->pt * (s->npt + 1));
  t->kb = mt_malloc(sizeof *t->kb * (s->nkb + 1));
  if (s->nblocks) memcpy(t->bl, s->bl, sizeof *t->bl * s->nblocks);
  if (s->npt) memcpy(t->pt, s->pt, sizeof *t->pt * s->npt);
  if (s->nkb) memcpy(t->kb, s->kb, sizeof *t->kb * s->nkb);
  return t;
}

void seg_state_free(seg_state *s) {
  if (!s) return;
  for (uint32_t i = 0; i < s->nframes; i++) mt_free(s->fr[i].lv);
  mt_free(s->fr);
  mt_free(s->bl);
  mt_free(s->pt);
  mt_free(s->kb);
  mt_free(s);
}

void seg_kb_add(seg_graph *g, seg_state *s, const seg_lin *atom) {
  (void)g;
  int64_t c;
  if (seg_lin_is_const(atom, &c)) {
    if (seg_rel_holds(atom->rel, c)) return;
  }
  for (uint32_t i = 0; i < s->nkb; i++)
    if (seg_lin_eq(&s->kb[i], atom)) return;
  s->kb = mt_realloc(s->kb, sizeof *s->kb * (s->nkb + 1));
  s->kb[s->nkb++] = *atom;
}

void seg_block_add(seg_graph *g, seg_state *s, const seg_block *b) {
  (void)g;
  s->bl = mt_realloc(s->bl, sizeof *s->bl * (s->nblocks + 1));
  s->bl[s->nblocks++] = *b;
}

void seg_block_del(seg_state *s, uint32_t i) {
  if (i + 1 < s->nblocks) memmove(&s->bl[i], &s->bl[i + 1], sizeof *s->bl * (s->nblocks - i - 1));
  s->nblocks--;
}

void seg_pt_add(seg_graph *g, seg_state *s, const seg_pt *p) {
  (void)g;
  s->pt = mt_realloc(s->pt, sizeof *s->pt * (s->npt + 1));
  s->pt[s->npt++] = *p;
}

void seg_pt_del(seg_state *s, uint32_t i) {
  if (i + 1 < s->npt) memmove(&s->pt[i], &s->pt[i + 1], sizeof *s->pt * (s->npt - i - 1));
  s->npt--;
}

seg_frame *seg_top(seg_state *s) {
  return &s->fr[s->nframes - 1];
}

void seg_frame_push(seg_graph *g, seg_state *s, const ir_func *f) {
  (void)g;
  s->fr = mt_realloc(s->fr, sizeof *s->fr * (s->nframes + 1));
  seg_frame *fr = &s->fr[s->nframes++];
  fr->f = f;
  fr->block = 0;
  fr->idx = 0;
  fr->lv = mt_calloc(f->nslots ? f->nslots : 1, sizeof(uint32_t));
}

int seg_cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

uint32_t seg_state_vars(const seg_state *s, uint32_t **out) {
  MT_VEC(uint32_t) v = {0};
  for (uint32_t i = 0; i < s->nframes; i++)
    for (uint32_t j = 0; j < s->fr[i].f->nslots; j++)
      if (s->fr[i].lv[j]) MT_VEC_PUSH(v, s->fr[i].lv[j]);
  for (uint32_t i = 0; i < s->nblocks; i++) {
    MT_VEC_PUSH(v, s->bl[i].lo);
    MT_VEC_PUSH(v, s->bl[i].hi);
  }
  for (uint32_t i = 0; i < s->npt; i++) {
    MT_VEC_PUSH(v, s->pt[i].addr);
    MT_VEC_PUSH(v, s->pt[i].val);
  }
  for (uint32_t i = 0; i < s->nkb; i++)
    for (uint32_t j = 0; j < s->kb[i].n; j++) MT_VEC_PUSH(v, s->kb[i].v[j]);
  if (v.len) qsort(v.data, v.len, sizeof *v.data, seg_cmp_u32);
  uint32_t n = 0;
  for (uint32_t i = 0; i < v.len; i++)
    if (n == 0 || v.data[n - 1] != v.data[i]) v.data[n++] = v.data[i];
  *out = v.data;
  return n;
}

/* ---- Z3 terms -------------------------------------------------------------------------- */

smt_term seg_var_term(seg_graph *g, uint32_t v) {
  if (!g->vterm.data[v]) {
    char name[24];
    snprintf(name, sizeof name, "v%u", v);
    g->vterm.data[v] = smt_var(g->smt, name);
  }
  return g->vterm.data[v];
}

smt_term seg_term(seg_graph *g, const seg_lin *l) {
  smt_term ts[SEG_LIN_MAX + 1];
  uint32_t n = 0;
  for (uint32_t i = 0; i < l->n; i++) {
    smt_term x = seg_var_term(g, l->v[i]);
    ts[n++] = l->k[i] == 1 ? x : smt_scale(g->smt, l->k[i], x);
  }
  if (l->c || n == 0) ts[n++] = smt_int(g->smt, l->c);
  return n == 1 ? ts[0] : smt_sum(g->smt, SMT_INT, n, ts);
}

smt_term seg_fact(seg_graph *g, const seg_lin *atom) {
  smt_term t = seg_term(g, atom);
  smt_term z = smt_int(g->smt, 0);
  if (seg_rel_is_div(atom->rel)) return smt_rel(g->smt, SMT_EQ, smt_mod(g->smt, t, seg_rel_mod(atom->rel)), z);
  smt_cmp op = atom->rel == SEG_EQ ? SMT_EQ : atom->rel == SEG_LE ? SMT_LE : SMT_NE;
  return smt_rel(g->smt, op, t, z);
}

/* x <= y + c */
static smt_term le_c(seg_graph *g, uint32_t x, uint32_t y, int64_t c) {
  seg_lin a, b, r;
  seg_lin_var(&a, x);
  seg_lin_var(&b, y);
  b.c = c;
  if (!seg_atom_le(&r, &a, &b)) return smt_true(g->smt);
  return seg_fact(g, &r);
}

void seg_assert_state(seg_graph *g, const seg_state *s) {
  smt_ctx *c = g->smt;
  g->assert_gen++;
  smt_push(c);
  for (uint32_t i = 0; i < s->nkb; i++) smt_assert(c, seg_fact(g, &s->kb[i]));
  uint32_t *vs;
  uint32_t nv = seg_state_vars(s, &vs);
  for (uint32_t i = 0; i < nv; i++) {
    int64_t lo, hi;
    if (!seg_var_range(g, vs[i], &lo, &hi)) continue;
    smt_term x = seg_var_term(g, vs[i]);
    smt_assert(c, smt_rel(c, SMT_GE, x, smt_int(c, lo)));
    const seg_var *xv = &g->vars.data[vs[i]];
    if (hi != INT64_MAX) smt_assert(c, smt_rel(c, SMT_LE, x, smt_int(c, hi)));
    else if (xv->view == SEG_V_U && xv->bits == 64) smt_assert(c, smt_rel(c, SMT_LE, x, seg_umax64(g)));
  }
  mt_free(vs);
  /* blocks: 1 <= lo <= hi, pairwise disjoint */
  for (uint32_t i = 0; i < s->nblocks; i++) {
    const seg_block *b = &s->bl[i];
    smt_assert(c, smt_rel(c, SMT_GE, seg_var_term(g, b->lo), g->one_term));
    smt_assert(c, le_c(g, b->lo, b->hi, 0));
    for (uint32_t j = 0; j < i; j++) {
      const seg_block *d = &s->bl[j];
      smt_assert(c, smt_or(c, le_c(g, b->hi, d->lo, -1), le_c(g, d->hi, b->lo, -1)));
    }
  }
  /* PT: addresses positive; same type: equal addresses hold equal values */
  for (uint32_t i = 0; i < s->npt; i++) {
    const seg_pt *p = &s->pt[i];
    smt_term ai = seg_var_term(g, p->addr);
    smt_assert(c, smt_rel(c, SMT_GE, ai, g->one_term));
    for (uint32_t j = 0; j < i; j++) {
      const seg_pt *q = &s->pt[j];
      if (q->ty != p->ty || q->view != p->view || q->val == p->val) continue;
      smt_term same = smt_rel(c, SMT_EQ, ai, seg_var_term(g, q->addr));
      smt_assert(c, smt_implies(c, same, smt_rel(c, SMT_EQ, seg_var_term(g, p->val),
                                                   seg_var_term(g, q->val))));
    }
  }
}

void seg_retract(seg_graph *g) {
  g->assert_gen++;
  smt_pop(g->smt);
}

bool seg_model_value(seg_graph *g, const seg_state *s, const seg_lin *e, int64_t *out) {
  if (g->model_gen != g->assert_gen) {
    g->model_gen = g->assert_gen;
    g->model_ok = 0;
    g->mvar.len = g->mval.len = 0;
    if (smt_check(g->smt) == SMT_SAT) {
      uint32_t *vs;
      uint32_t nv = seg_state_vars(s, &vs);
      for (uint32_t i = 0; i < nv; i++) {
        int64_t v;
        if (!smt_model_int(g->smt, seg_var_term(g, vs[i]), &v)) continue;
        MT_VEC_PUSH(g->mvar, vs[i]);
        MT_VEC_PUSH(g->mval, v);
      }
      mt_free(vs);
      g->model_ok = 1;
    }
  }
  if (!g->model_ok) return false;
  __int128 sum = e->c;
  for (uint32_t i = 0; i < e->n; i++) {
    uint32_t *p = g->mvar.len ? bsearch(&e->v[i], g->mvar.data, g->mvar.len, sizeof(uint32_t), seg_cmp_u32) : NULL;
    if (!p) return false;
    sum += (__int128)e->k[i] * g->mval.data[p - g->mvar.data];
  }
  if (sum > INT64_MAX || sum < INT64_MIN) return false;
  *out = (int64_t)sum;
  return true;
}

bool seg_valid(seg_graph *g, const seg_lin *atom) {
  int64_t c;
  if (seg_lin_is_const(atom, &c)) return seg_rel_holds(atom->rel, c);
  MT_INC(g->run, seg_queries);
  return smt_valid(g->smt, seg_fact(g, atom));
}

/* keeps (ok[i]) only the candidates t[i] valid under the asserted state:
 * one query for all of them, a countermodel drops those it falsifies, and
 * so on (Houdini); what no query settles is checked one by one */
void seg_houdini(seg_graph *g, const smt_term *t, uint8_t *ok, uint32_t n) {
  smt_ctx *z = g->smt;
  MT_VEC(smt_term) live = {0};
  for (uint32_t round = 0; round < 16; round++) {
    live.len = 0;
    for (uint32_t i = 0; i < n; i++)
      if (ok[i]) MT_VEC_PUSH(live, t[i]);
    if (!live.len) break;
    MT_INC(g->run, seg_queries);
    smt_push(z);
    smt_assert(z, smt_not(z, smt_and_n(z, live.len, live.data)));
    smt_result r = smt_check(z);
    uint32_t dropped = 0;
    if (r == SMT_SAT)
      for (uint32_t i = 0; i < n; i++) {
        bool v;
        if (ok[i] && smt_model_bool(z, t[i], &v) && !v) ok[i] = 0, dropped++;
      }
    smt_pop(z);
    if (r == SMT_UNSAT) {
      MT_VEC_FREE(live);
      return; /* all valid */
    }
    if (r != SMT_SAT || !dropped) break;
  }
  MT_VEC_FREE(live);
  for (uint32_t i = 0; i < n; i++)
    if (ok[i]) ok[i] = smt_valid(z, t[i]);
}

smt_term seg_umax64(seg_graph *g) {
  smt_ctx *c = g->smt;
  smt_term p32 = smt_int(c, (int64_t)1 << 32);
  return smt_add(c, smt_mul(c, p32, p32), smt_int(c, -1));
}

bool seg_valid_u64(seg_graph *g, const seg_lin *e) {
  smt_ctx *c = g->smt;
  smt_term t = seg_term(g, e);
  MT_INC(g->run, seg_queries);
  return smt_valid(c, smt_and(c, smt_rel(c, SMT_GE, t, smt_int(c, 0)),
                              smt_rel(c, SMT_LE, t, seg_umax64(g))));
}

int seg_decide(seg_graph *g, const seg_lin *atom) {
  if (seg_valid(g, atom)) return 1;
  seg_lin n;
  if (seg_atom_neg(&n, atom) && seg_valid(g, &n)) return 0;
  return -1;
}

/* ---- projection of unreferenced variables ------------------------------------------- */

static bool mentions(const seg_lin *l, uint32_t v, int64_t *k) {
  for (uint32_t i = 0; i < l->n; i++)
    if (l->v[i] == v) {
      if (k) *k = l->k[i];
      return true;
    }
  return false;
}

void seg_gc(seg_graph *g, seg_state *s) {
  /* referenced: frames, blocks, PT */
  MT_VEC(uint32_t) ref = {0};
  for (uint32_t i = 0; i < s->nframes; i++)
    for (uint32_t j = 0; j < s->fr[i].f->nslots; j++)
      if (s->fr[i].lv[j]) MT_VEC_PUSH(ref, s->fr[i].lv[j]);
  for (uint32_t i = 0; i < s->nblocks; i++) {
    MT_VEC_PUSH(ref, s->bl[i].lo);
    MT_VEC_PUSH(ref, s->bl[i].hi);
  }
  for (uint32_t i = 0; i < s->npt; i++) {
    MT_VEC_PUSH(ref, s->pt[i].addr);
    MT_VEC_PUSH(ref, s->pt[i].val);
  }
  if (ref.len) qsort(ref.data, ref.len, sizeof *ref.data, seg_cmp_u32);
  for (uint32_t round = 0; round < 64; round++) {
    /* an unreferenced variable of some atom */
    uint32_t victim = 0;
    for (uint32_t i = 0; i < s->nkb && !victim; i++)
      for (uint32_t j = 0; j < s->kb[i].n; j++) {
        uint32_t v = s->kb[i].v[j];
        if (!ref.len || !bsearch(&v, ref.data, ref.len, sizeof *ref.data, seg_cmp_u32)) {
          victim = v;
          break;
        }
      }
    if (!victim) break;
    /* with unbounded signed values the victim's range may be the only
     * bound of what replaces it: keep it as KB facts, eliminated below */
    int64_t rlo, rhi;
    if (g->o.signed_unbounded && seg_var_range(g, victim, &rlo, &rhi)) {
      seg_lin x = seg_lv(victim), b = seg_lc(rlo), t;
      if (seg_atom_le(&t, &b, &x)) seg_kb_add(g, s, &t);
      b = seg_lc(rhi);
      if (rhi != INT64_MAX && seg_atom_le(&t, &x, &b)) seg_kb_add(g, s, &t);
    }
    /* an equation with coefficient ±1 for it: substitute */
    int64_t k = 0;
    int def = -1;
    for (uint32_t i = 0; i < s->nkb; i++)
      if (s->kb[i].rel == SEG_EQ && mentions(&s->kb[i], victim, &k) && (k == 1 || k == -1)) {
        def = (int)i;
        break;
      }
    seg_lin d;
    if (def >= 0) d = s->kb[def]; /* victim = -(d - k·victim)/k */
    if (def < 0) {
      /* an equation k·victim + r = 0 with |k| >= 2: r is a multiple of k
       * (kept as a divisibility atom), and the equation is two bounds */
      MT_VEC(seg_lin) extra = {0};
      uint32_t nkb0 = s->nkb;
      for (uint32_t i = 0; i < nkb0; i++) {
        int64_t kk;
        if (s->kb[i].rel != SEG_EQ || !mentions(&s->kb[i], victim, &kk)) continue;
        seg_lin r = s->kb[i], x = seg_lv(victim), neg;
        int64_t m = kk < 0 ? -kk : kk;
        if (m <= SEG_DIV_MAX && seg_lin_addk(&r, &s->kb[i], -kk, &x)) {
          r.rel = seg_rel_div(m);
          MT_VEC_PUSH(extra, r);
        }
        seg_lin le = s->kb[i];
        le.rel = SEG_LE;
        seg_kb_add(g, s, &le);
        if (seg_lin_scale(&neg, &s->kb[i], -1)) {
          neg.rel = SEG_LE;
          seg_kb_add(g, s, &neg);
        }
      }
      /* Fourier-Motzkin: combine upper and lower bounds of the victim */
      uint32_t npos = 0, nneg = 0;
      for (uint32_t i = 0; i < s->nkb; i++) {
        int64_t kk;
        if (s->kb[i].rel == SEG_LE && mentions(&s->kb[i], victim, &kk)) {
          if (kk > 0) npos++;
          else nneg++;
        }
      }
      if (npos * nneg <= 16)
        for (uint32_t i = 0; i < s->nkb; i++) {
          int64_t kp, kn;
          if (s->kb[i].rel != SEG_LE || !mentions(&s->kb[i], victim, &kp) || kp <= 0) continue;
          for (uint32_t j = 0; j < s->nkb; j++) {
            if (s->kb[j].rel != SEG_LE || !mentions(&s->kb[j], victim, &kn) || kn >= 0) continue;
            seg_lin a1, r;
            if (!seg_lin_scale(&a1, &s->kb[i], -kn) || !seg_lin_addk(&r, &a1, kp, &s->kb[j])) continue;
            r.rel = SEG_LE;
            int64_t cc;
            if (mentions(&r, victim, NULL) || seg_lin_is_const(&r, &cc)) continue;
            int64_t gg = 0;
            for (uint32_t q = 0; q < r.n; q++) gg = mt_gcd64(gg, r.k[q]);
            if (gg > 1) {
              for (uint32_t q = 0; q < r.n; q++) r.k[q] /= gg;
              r.c = r.c / gg + (r.c % gg > 0 ? 1 : 0);
            }
            MT_VEC_PUSH(extra, r);
          }
        }
      uint32_t n2 = 0;
      for (uint32_t i = 0; i < s->nkb; i++)
        if (!mentions(&s->kb[i], victim, NULL)) s->kb[n2++] = s->kb[i];
      s->nkb = n2;
      for (uint32_t i = 0; i < extra.len; i++) seg_kb_add(g, s, &extra.data[i]);
      MT_VEC_FREE(extra);
      continue;
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < s->nkb; i++) {
      seg_lin a = s->kb[i];
      int64_t ka;
      if ((int)i == def || !mentions(&a, victim, &ka)) {
        if ((int)i != def) s->kb[n++] = a;
        continue;
      }
      if (def < 0) continue; /* dropped */
      /* a - (ka/k)·d eliminates victim (k = ±1) */
      seg_lin r;
      if (!seg_lin_addk(&r, &a, -ka * k, &d)) continue;
      r.rel = a.rel;
      if (mentions(&r, victim, NULL)) continue;
      int64_t c;
      if (seg_lin_is_const(&r, &c)) continue; /* trivial or contradictory: keep it simple */
      s->kb[n++] = r;
    }
    s->nkb = n;
  }
  /* anything still unreferenced goes */
  uint32_t n = 0;
  for (uint32_t i = 0; i < s->nkb; i++) {
    bool ok = true;
    for (uint32_t j = 0; j < s->kb[i].n && ok; j++)
      ok = ref.len && bsearch(&s->kb[i].v[j], ref.data, ref.len, sizeof *ref.data, seg_cmp_u32);
    if (ok) s->kb[n++] = s->kb[i];
  }
  s->nkb = n;
  MT_VEC_FREE(ref);
}

void seg_gc_step(seg_step *st, seg_state *s) {
  seg_graph *g = st->g;
  uint32_t i = st->nsucc - 1;
  if (g->o.record_trans && st->nsucc && st->succ[i] == s && !st->tr[i]) {
    st->tr[i] = mt_malloc(sizeof(seg_lin) * (s->nkb + 1));
    if (s->nkb) memcpy(st->tr[i], s->kb, sizeof(seg_lin) * s->nkb);
    st->ntr[i] = s->nkb;
  }
  seg_gc(g, s);
}
