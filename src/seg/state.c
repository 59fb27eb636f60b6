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
  if (v >= g->vars.len) return false; /* a variable the graph did not make (unit tests) */
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
  t->hidden = s->hidden;
  t->hidden_held = s->hidden_held;
  t->nli = s->nli;
  t->li = mt_malloc(sizeof *t->li * (s->nli + 1));
  if (s->nli) memcpy(t->li, s->li, sizeof *t->li * s->nli);
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
  mt_free(s->li);
  mt_free(s);
}

bool seg_kb_has(const seg_state *s, const seg_lin *atom) {
  for (uint32_t i = 0; i < s->nkb; i++)
    if (seg_lin_eq(&s->kb[i], atom)) return true;
  return false;
}

void seg_kb_add(seg_graph *g, seg_state *s, const seg_lin *atom) {
  (void)g;
  int64_t c;
  if (seg_lin_is_const(atom, &c)) {
    if (seg_rel_holds(atom->rel, c)) return;
  }
  if (seg_kb_has(s, atom)) return;
  s->kb = mt_realloc(s->kb, sizeof *s->kb * (s->nkb + 1));
  s->kb[s->nkb++] = *atom;
}

void seg_kb_rel(seg_graph *g, seg_state *s, uint32_t x, seg_rel rel, uint32_t y, int64_t k) {
  seg_lin a = seg_lv(x), b = y ? seg_lv(y) : seg_lc(0), t;
  b.c += k;
  if (seg_atom_mk(&t, &a, rel, &b)) seg_kb_add(g, s, &t);
}

void seg_kb_ge(seg_graph *g, seg_state *s, uint32_t x, int64_t k) {
  seg_lin a = seg_lc(k), b = seg_lv(x), t;
  if (seg_atom_le(&t, &a, &b)) seg_kb_add(g, s, &t);
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
  for (uint32_t i = 0; i < s->nli; i++) {
    uint32_t lv[SEG_LIST_NVARS];
    uint32_t n = seg_list_vars(&s->li[i], lv);
    for (uint32_t j = 0; j < n; j++) MT_VEC_PUSH(v, lv[j]);
  }
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

/* ---- offset classes -------------------------------------------------------------- */

/* representative of i; afterwards d[i] = value(i) - value(rep) (d[x] is
 * relative to par[x]; the path is compressed) */
static int oc_find(uint32_t *par, int64_t *d, int i) {
  int r = i;
  uint32_t len = 0;
  while (par[r] != (uint32_t)r) r = (int)par[r], len++;
  if (len <= 1) return r;
  /* the path i = p0, p1, ..., r: fold the offsets from the top down */
  int *path = mt_malloc(sizeof(int) * len);
  uint32_t k = 0;
  for (int x = i; x != r; x = (int)par[x]) path[k++] = x;
  for (uint32_t j = k - 1; j-- > 0;) { /* path[k-1]'s parent is r already */
    d[path[j]] += d[path[j + 1]];
    par[path[j]] = (uint32_t)r;
  }
  mt_free(path);
  return r;
}

/* index of v in the sorted array vs (n entries), -1 if absent */
static int idx_of(const uint32_t *vs, uint32_t n, uint32_t v) {
  const uint32_t *p = n ? bsearch(&v, vs, n, sizeof *vs, seg_cmp_u32) : NULL;
  return p ? (int)(p - vs) : -1;
}

/* equations over at most this many variables take part */
#define OC_SUBST_MAX 4

static bool small(int64_t x) { return x > -((int64_t)1 << 60) && x < ((int64_t)1 << 60); }

/* equation a joins two classes (par, d over the variables vs); with subst,
 * variables in the constant's class count as their values and only
 * equations over two or more variables are looked at.  True when a class
 * joined the constant's. */
static bool oc_join(const seg_lin *a, bool subst, const uint32_t *vs, uint32_t n, uint32_t *par, int64_t *d) {
  if (a->rel != SEG_EQ || !small(a->c) || (subst && a->n < 2) || a->n > OC_SUBST_MAX) return false;
  int64_t ac = a->c;
  uint32_t rv[OC_SUBST_MAX];
  int64_t rk[OC_SUBST_MAX];
  uint32_t nr = 0;
  for (uint32_t j = 0; j < a->n; j++) {
    int xi = subst ? idx_of(vs, n, a->v[j]) : -1;
    int64_t kc;
    if (xi >= 0 && oc_find(par, d, xi) == 0) { /* value = d[xi] (0 for the constant itself) */
      if (__builtin_mul_overflow(a->k[j], xi == 0 ? 0 : d[xi], &kc) || __builtin_add_overflow(ac, kc, &ac) ||
          !small(ac))
        return false;
      continue;
    }
    rv[nr] = a->v[j];
    rk[nr++] = a->k[j];
  }
  if (subst && nr == a->n) return false; /* nothing substituted: seen in round 0 */
  int x, y;
  if (nr == 1 && (rk[0] == 1 || rk[0] == -1)) { /* k·x + c = 0 */
    x = idx_of(vs, n, rv[0]);
    y = 0;
  } else if (nr == 2 && rk[0] == -rk[1] && (rk[0] == 1 || rk[0] == -1)) { /* k·(v0 - v1) + c = 0 */
    x = idx_of(vs, n, rv[0]);
    y = idx_of(vs, n, rv[1]);
  } else {
    return false;
  }
  int64_t c = rk[0] == 1 ? -ac : ac; /* value(x) - value(y) = c */
  if (x < 0 || y < 0) return false;
  int rx = oc_find(par, d, x), ry = oc_find(par, d, y);
  if (rx == ry) return false;
  /* value(x) = value(rx) + d[x] (after find), value(y) = value(ry) + d[y] */
  int64_t dxr = x == rx ? 0 : d[x], dyr = y == ry ? 0 : d[y];
  int64_t delta = c - dxr + dyr; /* value(rx) - value(ry) */
  if (!small(delta)) return false;
  if (rx == 0) { /* keep the constant as representative */
    par[ry] = (uint32_t)rx;
    d[ry] = -delta;
  } else {
    par[rx] = (uint32_t)ry;
    d[rx] = delta;
  }
  return rx == 0 || ry == 0;
}

static void oc_build(const seg_state *s, seg_oclass *oc) {
  memset(oc, 0, sizeof *oc);
  MT_VEC(uint32_t) vs = {0};
  MT_VEC_PUSH(vs, 0); /* the constant 0 */
  for (uint32_t i = 0; i < s->nblocks; i++) {
    MT_VEC_PUSH(vs, s->bl[i].lo);
    MT_VEC_PUSH(vs, s->bl[i].hi);
  }
  for (uint32_t i = 0; i < s->nkb; i++) {
    const seg_lin *a = &s->kb[i];
    if (a->rel != SEG_EQ || a->n < 1 || a->n > OC_SUBST_MAX) continue;
    for (uint32_t j = 0; j < a->n; j++) MT_VEC_PUSH(vs, a->v[j]);
  }
  qsort(vs.data, vs.len, sizeof *vs.data, seg_cmp_u32);
  uint32_t n = 0;
  for (uint32_t i = 0; i < vs.len; i++)
    if (!n || vs.data[n - 1] != vs.data[i]) vs.data[n++] = vs.data[i];
  uint32_t *par = mt_malloc(sizeof(uint32_t) * n);
  int64_t *d = mt_malloc(sizeof(int64_t) * n);
  for (uint32_t i = 0; i < n; i++) par[i] = i, d[i] = 0;
  /* rounds: an equation over more variables counts once those fixed to
   * constants so far are substituted (hi = lo + 4·n - 1 with n = 4: a
   * block's size from a count) */
  for (int round = 0; round < 3; round++) {
    bool more = false;
    for (uint32_t i = 0; i < s->nkb; i++) more |= oc_join(&s->kb[i], round > 0, vs.data, n, par, d);
    if (round && !more) break;
  }
  oc->n = n;
  oc->var = vs.data;
  oc->rep = mt_malloc(sizeof(uint32_t) * (n + 1));
  oc->off = mt_malloc(sizeof(int64_t) * (n + 1));
  oc->lb = mt_malloc(sizeof(int64_t) * (n + 1));
  for (uint32_t i = 0; i < n; i++) {
    int r = oc_find(par, d, (int)i);
    oc->rep[i] = vs.data[r];
    oc->off[i] = (int)i == r ? 0 : d[i];
    oc->lb[i] = INT64_MIN;
  }
  /* block starts are >= 1: lo = rep + off gives rep >= 1 - off */
  for (uint32_t i = 0; i < s->nblocks; i++) {
    int j = idx_of(vs.data, n, s->bl[i].lo);
    if (j < 0 || oc->rep[j] == 0) continue;
    int r = idx_of(vs.data, n, oc->rep[j]);
    if (r >= 0 && small(oc->off[j]) && 1 - oc->off[j] > oc->lb[r]) oc->lb[r] = 1 - oc->off[j];
  }
  mt_free(par);
  mt_free(d);
}

/* the components of s's KB variables (oc->cvar, comp, cmem) */
static void comp_build(const seg_graph *g, const seg_state *s, seg_oclass *oc) {
  MT_VEC(uint32_t) vs = {0};
  for (uint32_t i = 0; i < s->nkb; i++)
    for (uint32_t j = 0; j < s->kb[i].n; j++) MT_VEC_PUSH(vs, s->kb[i].v[j]);
  if (vs.len) qsort(vs.data, vs.len, sizeof *vs.data, seg_cmp_u32);
  uint32_t n = 0;
  for (uint32_t i = 0; i < vs.len; i++)
    if (!n || vs.data[n - 1] != vs.data[i]) vs.data[n++] = vs.data[i];
  uint32_t *par = mt_malloc(sizeof(uint32_t) * (n + 1));
  for (uint32_t i = 0; i < n; i++) par[i] = i;
  for (uint32_t i = 0; i < s->nkb; i++) {
    const seg_lin *a = &s->kb[i];
    if (!a->n) continue;
    uint32_t r0 = (uint32_t)idx_of(vs.data, n, a->v[0]);
    while (par[r0] != r0) r0 = par[r0] = par[par[r0]];
    for (uint32_t j = 1; j < a->n; j++) {
      uint32_t r = (uint32_t)idx_of(vs.data, n, a->v[j]);
      while (par[r] != r) r = par[r] = par[par[r]];
      if (r != r0) par[r] = r0;
    }
  }
  oc->s = s;
  oc->ncv = n;
  oc->cvar = vs.data;
  oc->comp = mt_malloc(sizeof(uint32_t) * (n + 1));
  oc->cmem = mt_calloc(n + 1, 1);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t r = i;
    while (par[r] != r) r = par[r];
    oc->comp[i] = r;
  }
  mt_free(par);
  /* memory: block bounds, cell addresses and values, pointers */
  for (uint32_t i = 0; i < n; i++)
    if (g->vars.data[vs.data[i]].view == SEG_V_PTR) oc->cmem[oc->comp[i]] = 1;
  for (uint32_t i = 0; i < s->nblocks; i++) {
    int a = idx_of(vs.data, n, s->bl[i].lo), b = idx_of(vs.data, n, s->bl[i].hi);
    if (a >= 0) oc->cmem[oc->comp[a]] = 1;
    if (b >= 0) oc->cmem[oc->comp[b]] = 1;
  }
  for (uint32_t i = 0; i < s->npt; i++) {
    int a = idx_of(vs.data, n, s->pt[i].addr), b = idx_of(vs.data, n, s->pt[i].val);
    if (a >= 0) oc->cmem[oc->comp[a]] = 1;
    if (b >= 0) oc->cmem[oc->comp[b]] = 1;
  }
  for (uint32_t i = 0; i < s->nli; i++) { /* their facts are in <s> only */
    uint32_t lv[SEG_LIST_NVARS];
    uint32_t m = seg_list_vars(&s->li[i], lv);
    for (uint32_t j = 0; j < m; j++) {
      int a = idx_of(vs.data, n, lv[j]);
      if (a >= 0) oc->cmem[oc->comp[a]] = 1;
    }
  }
}

/* is v a cell value, a cell address or a block bound of s */
static bool in_memory(const seg_state *s, uint32_t v) {
  for (uint32_t i = 0; i < s->nblocks; i++)
    if (s->bl[i].lo == v || s->bl[i].hi == v) return true;
  for (uint32_t i = 0; i < s->npt; i++)
    if (s->pt[i].addr == v || s->pt[i].val == v) return true;
  for (uint32_t i = 0; i < s->nli; i++)
    if (seg_list_mentions(&s->li[i], v)) return true;
  return false;
}

static void oc_free(seg_oclass *oc) {
  mt_free(oc->cvar);
  mt_free(oc->comp);
  mt_free(oc->cmem);
  mt_free(oc->var);
  mt_free(oc->rep);
  mt_free(oc->off);
  mt_free(oc->lb);
  memset(oc, 0, sizeof *oc);
}

/* 1: the premise's equations decide atom true, 0: false, -1: not decided */
static int oc_decide(const seg_oclass *oc, const seg_lin *atom) {
  __int128 val = atom->c, krep = 0;
  uint32_t rep = UINT32_MAX;
  for (uint32_t i = 0; i < atom->n; i++) {
    int j = idx_of(oc->var, oc->n, atom->v[i]);
    if (j < 0) return -1;
    uint32_t r = oc->rep[j];
    if (r != 0) {
      if (rep != UINT32_MAX && rep != r) return -1;
      rep = r;
      krep += atom->k[i];
    }
    val += (__int128)atom->k[i] * oc->off[j];
  }
  if (val > INT64_MAX || val < INT64_MIN) return -1;
  if (krep == 0) return seg_rel_holds(atom->rel, (int64_t)val);
  /* krep·rep + val with a lower bound of rep: a one-sided bound */
  int r = idx_of(oc->var, oc->n, rep);
  if (r < 0 || oc->lb[r] == INT64_MIN || krep > (1 << 20) || krep < -(1 << 20)) return -1;
  __int128 b = krep * (__int128)oc->lb[r] + val; /* krep > 0: min; krep < 0: max */
  if (atom->rel == SEG_LE) return krep < 0 && b <= 0 ? 1 : krep > 0 && b > 0 ? 0 : -1;
  if (atom->rel == SEG_NE) return (krep > 0 && b > 0) || (krep < 0 && b < 0) ? 1 : -1;
  if (atom->rel == SEG_EQ) return (krep > 0 && b > 0) || (krep < 0 && b < 0) ? 0 : -1;
  return -1;
}

/* e reduces to a constant by the equations of oc */
static bool oc_const(const seg_oclass *oc, const seg_lin *e) {
  __int128 krep = 0;
  uint32_t rep = UINT32_MAX;
  for (uint32_t i = 0; i < e->n; i++) {
    int j = idx_of(oc->var, oc->n, e->v[i]);
    if (j < 0) return false;
    uint32_t r = oc->rep[j];
    if (r != 0) {
      if (rep != UINT32_MAX && rep != r) return false;
      rep = r;
      krep += e->k[i];
    }
  }
  return krep == 0;
}

bool seg_oc_valid(const seg_graph *g, const seg_lin *atom) {
  for (uint32_t i = g->oc.len; i-- > 0;)
    if (oc_decide(&g->oc.data[i], atom) == 1) return true;
  return false;
}

int seg_oc_decide(const seg_graph *g, const seg_lin *atom) {
  int64_t c;
  if (seg_lin_is_const(atom, &c)) return seg_rel_holds(atom->rel, c);
  return g->oc.len ? oc_decide(&g->oc.data[g->oc.len - 1], atom) : -1;
}

bool seg_oc_related(const seg_graph *g, const seg_lin *p, uint32_t v) {
  if (!g->oc.len) return false;
  seg_lin d = seg_lv(v);
  if (!seg_lin_addk(&d, p, -1, &d)) return false;
  return d.n == 0 || oc_const(&g->oc.data[g->oc.len - 1], &d);
}

/* the class and offset of v: false when v has none */
static bool oc_of(const seg_oclass *oc, uint32_t v, uint32_t *rep, int64_t *off) {
  int j = idx_of(oc->var, oc->n, v);
  if (j < 0) return false;
  *rep = oc->rep[j];
  *off = oc->off[j];
  return true;
}

/* x and y differ by a non-zero constant */
static bool oc_apart(const seg_oclass *oc, uint32_t x, uint32_t y) {
  uint32_t rx, ry;
  int64_t ox, oy;
  return oc_of(oc, x, &rx, &ox) && oc_of(oc, y, &ry, &oy) && rx == ry && ox != oy;
}

/* the block of s that holds cell p by the equations alone (its lo and hi
 * in the class of p's address, the cell between them), -1 if none */
static int oc_cell_block(const seg_oclass *oc, const seg_state *s, const seg_pt *p) {
  uint32_t ra, rl, rh;
  int64_t oa, ol, oh;
  if (!oc_of(oc, p->addr, &ra, &oa)) return -1;
  for (uint32_t i = 0; i < s->nblocks; i++)
    if (oc_of(oc, s->bl[i].lo, &rl, &ol) && rl == ra && oc_of(oc, s->bl[i].hi, &rh, &oh) &&
        rh == ra)
      return ol <= oa && oa + (int64_t)p->size - 1 <= oh ? (int)i : -1;
  return -1;
}

seg_oclass *seg_oc_new(const seg_state *s) {
  seg_oclass *oc = mt_malloc(sizeof *oc);
  oc_build(s, oc);
  return oc;
}

void seg_oc_delete(seg_oclass *oc) {
  if (!oc) return;
  oc_free(oc);
  mt_free(oc);
}

bool seg_oc_diff(const seg_oclass *oc, uint32_t x, uint32_t y, int64_t *d) {
  if (x == y) {
    *d = 0;
    return true;
  }
  uint32_t rx, ry;
  int64_t ox, oy;
  if (!oc_of(oc, x, &rx, &ox) || !oc_of(oc, y, &ry, &oy) || rx != ry) return false;
  *d = ox - oy;
  return true;
}

bool seg_oc_same(const seg_oclass *oc, uint32_t x, uint32_t y) {
  int64_t d;
  return seg_oc_diff(oc, x, y, &d) && d == 0;
}

bool seg_oc_value(const seg_oclass *oc, uint32_t x, int64_t *c) {
  uint32_t r;
  int64_t o;
  if (!oc_of(oc, x, &r, &o) || r != 0) return false;
  *c = o;
  return true;
}

/* <s> onto Z3's assertion stack (the premise oc->s of entry oc) */
static void flush_one(seg_graph *g, seg_oclass *oc) {
  smt_ctx *c = g->smt;
  const seg_state *s = oc->s;
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
  /* PT: addresses positive; same type: equal addresses hold equal values
   * (not for two cells the equations place at different offsets of one
   * class, or inside two different blocks: they never share an address) */
  int *cb = mt_malloc(sizeof(int) * (s->npt + 1));
  for (uint32_t i = 0; i < s->npt; i++) cb[i] = oc_cell_block(oc, s, &s->pt[i]);
  for (uint32_t i = 0; i < s->npt; i++) {
    const seg_pt *p = &s->pt[i];
    smt_term ai = seg_var_term(g, p->addr);
    smt_assert(c, smt_rel(c, SMT_GE, ai, g->one_term));
    for (uint32_t j = 0; j < i; j++) {
      const seg_pt *q = &s->pt[j];
      if (q->ty != p->ty || q->view != p->view || q->val == p->val) continue;
      if ((cb[i] >= 0 && cb[j] >= 0 && cb[i] != cb[j]) || oc_apart(oc, p->addr, q->addr)) continue;
      smt_term same = smt_rel(c, SMT_EQ, ai, seg_var_term(g, q->addr));
      smt_assert(c, smt_implies(c, same, smt_rel(c, SMT_EQ, seg_var_term(g, p->val),
                                                   seg_var_term(g, q->val))));
    }
  }
  mt_free(cb);
  if (s->nli) seg_list_facts(g, s);
  oc->flushed = true;
  oc->stack = smt_stack_id(c);
}

smt_ctx *seg_smt(seg_graph *g) {
  for (uint32_t i = 0; i < g->oc.len; i++)
    if (!g->oc.data[i].flushed) flush_one(g, &g->oc.data[i]);
  return g->smt;
}

void seg_assert_state(seg_graph *g, const seg_state *s) {
  g->assert_gen++;
  seg_oclass ocs;
  oc_build(s, &ocs);
  comp_build(g, s, &ocs);
  ocs.flushed = false;
  MT_VEC_PUSH(g->oc, ocs);
}

void seg_retract(seg_graph *g) {
  g->assert_gen++;
  if (!g->oc.len) return;
  seg_oclass *oc = &g->oc.data[--g->oc.len];
  if (oc->flushed) smt_pop(g->smt);
  oc_free(oc);
}

bool seg_model_value(seg_graph *g, const seg_state *s, const seg_lin *e, int64_t *out) {
  if (g->model_gen != g->assert_gen) {
    g->model_gen = g->assert_gen;
    g->model_ok = 0;
    g->mvar.len = g->mval.len = 0;
    if (smt_check(seg_smt(g)) == SMT_SAT) {
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

/* the range facts of variable v (as in seg_assert_state) */
typedef MT_VEC(smt_term) term_vec;

static void push_range(seg_graph *g, uint32_t v, term_vec *fs) {
  smt_ctx *c = g->smt;
  int64_t lo, hi;
  if (!seg_var_range(g, v, &lo, &hi)) return;
  smt_term x = seg_var_term(g, v);
  MT_VEC_PUSH(*fs, smt_rel(c, SMT_GE, x, smt_int(c, lo)));
  const seg_var *xv = &g->vars.data[v];
  if (hi != INT64_MAX) MT_VEC_PUSH(*fs, smt_rel(c, SMT_LE, x, smt_int(c, hi)));
  else if (xv->view == SEG_V_U && xv->bits == 64) MT_VEC_PUSH(*fs, smt_rel(c, SMT_LE, x, seg_umax64(g)));
}

/* <premise> |= atom on a slice: when only the premise is asserted and
 * the atom's variables lie in components of its KB that touch no memory,
 * the rest of <premise> is about other variables and cannot matter (the
 * premise is satisfiable: it describes reachable states).  1 valid, 0 not
 * valid, -1 not applicable (ask the whole premise). */
static int sliced_valid(seg_graph *g, const seg_lin *atom) {
  if (!g->oc.len) return -1;
  const seg_oclass *oc = &g->oc.data[g->oc.len - 1];
  if (!oc->s || (oc->flushed && oc->stack != smt_stack_id(g->smt))) return -1;
  uint32_t comps[SEG_LIN_MAX], nc = 0;
  for (uint32_t i = 0; i < atom->n; i++) {
    uint32_t v = atom->v[i];
    if (g->vars.data[v].view == SEG_V_PTR || in_memory(oc->s, v)) return -1;
    int j = idx_of(oc->cvar, oc->ncv, v);
    if (j < 0) continue; /* in no atom: only its range */
    uint32_t cp = oc->comp[j];
    if (oc->cmem[cp]) return -1;
    comps[nc++] = cp;
  }
  term_vec fs = {0};
  for (uint32_t i = 0; i < atom->n; i++) push_range(g, atom->v[i], &fs);
  for (uint32_t i = 0; i < oc->ncv; i++) {
    bool in = false;
    for (uint32_t k = 0; k < nc && !in; k++) in = oc->comp[i] == comps[k];
    if (in) push_range(g, oc->cvar[i], &fs);
  }
  const seg_state *s = oc->s;
  for (uint32_t i = 0; i < s->nkb; i++) {
    const seg_lin *a = &s->kb[i];
    if (!a->n) continue;
    int j = idx_of(oc->cvar, oc->ncv, a->v[0]);
    bool in = false;
    for (uint32_t k = 0; k < nc && !in && j >= 0; k++) in = oc->comp[j] == comps[k];
    if (in) MT_VEC_PUSH(fs, seg_fact(g, a));
  }
  MT_INC(g->run, seg_sliced);
  bool ok = smt_valid_from(g->smt, fs.len, fs.data, seg_fact(g, atom));
  MT_VEC_FREE(fs);
  return ok;
}

bool seg_valid(seg_graph *g, const seg_lin *atom) {
  int64_t c;
  if (seg_lin_is_const(atom, &c)) return seg_rel_holds(atom->rel, c);
  /* the equations of every premise on the stack (each holds) */
  if (seg_oc_valid(g, atom)) {
    MT_INC(g->run, seg_fast);
    return true;
  }
  MT_INC(g->run, seg_queries);
  int sl = sliced_valid(g, atom);
  if (sl >= 0) return sl;
  return smt_valid(seg_smt(g), seg_fact(g, atom));
}

/* keeps (ok[i]) only the candidates t[i] valid under the asserted state:
 * one query for all of them, a countermodel drops those it falsifies, and
 * so on (Houdini); what no query settles is checked one by one */
void seg_houdini(seg_graph *g, const smt_term *t, uint8_t *ok, uint32_t n) {
  smt_ctx *z = seg_smt(g);
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
  smt_ctx *c = seg_smt(g);
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
  for (uint32_t i = 0; i < s->nli; i++) {
    uint32_t lv[SEG_LIST_NVARS];
    uint32_t m = seg_list_vars(&s->li[i], lv);
    for (uint32_t j = 0; j < m; j++) MT_VEC_PUSH(ref, lv[j]);
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
    } else if (seg_var_range(g, victim, &rlo, &rhi) && rlo == 0) {
      /* an unsigned victim (an index, a length): 0 <= victim survives as
       * what replaces it (p + k for a cell at p[k]: the cell lies at or
       * after p) */
      seg_lin x = seg_lv(victim), b = seg_lc(0), t;
      if (seg_atom_le(&t, &b, &x)) seg_kb_add(g, s, &t);
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
