/* merge.c -- generalization (instance check with an instantiation mu) and
 * merging of two states at one program position (seed 000 Def. 7).
 *
 * Beyond the paper, blocks and points-to atoms are matched structurally:
 * when both states hold a block whose start corresponds, its ends are
 * renamed to one fresh variable; when both hold an atom at corresponding
 * addresses, the values are (a loop that updates memory keeps the cell).
 * The merged KB is every candidate atom valid in both states (each checked
 * by Z3 after renaming back).  Candidates come from the older state a only
 * (a finite template, so repeated merging converges, Thm. 8): a's KB, its weakenings
 * (= into <= and >=, != into < or >), order relations between the merged
 * state's variables, and difference relations x1 - x2 = x3 - x4.
 * Candidates are first filtered by one model of each state. */
#include "seg_int.h"

#include <stdlib.h>
#include <string.h>


bool seg_same_position(const seg_state *a, const seg_state *b) {
  if (a->nframes != b->nframes) return false;
  for (uint32_t i = 0; i < a->nframes; i++) {
    const seg_frame *x = &a->fr[i], *y = &b->fr[i];
    if (x->f != y->f || x->block != y->block || x->idx != y->idx) return false;
    for (uint32_t j = 0; j < x->f->nslots; j++)
      if ((x->lv[j] == 0) != (y->lv[j] == 0)) return false;
  }
  return true;
}

/* ---- variable maps (arrays indexed by variable) ------------------------------------------- */

typedef struct vmap {
  uint32_t n;
  uint32_t *to; /* 0: unmapped (identity) */
} vmap;

static void vmap_init(vmap *m, uint32_t n) {
  m->n = n;
  m->to = mt_calloc(n + 1, sizeof(uint32_t));
}

static uint32_t vmap_get(const vmap *m, uint32_t v) {
  return v < m->n && m->to[v] ? m->to[v] : v;
}

static bool vmap_set(const vmap *m, uint32_t v) {
  return v < m->n && m->to[v] != 0;
}

static bool lin_map(const vmap *m, const seg_lin *in, seg_lin *out) {
  seg_lin r;
  seg_lin_const(&r, in->c);
  r.rel = in->rel;
  for (uint32_t i = 0; i < in->n; i++) {
    seg_lin x;
    seg_lin_var(&x, vmap_get(m, in->v[i]));
    if (!seg_lin_addk(&r, &r, in->k[i], &x)) return false;
  }
  r.rel = in->rel;
  *out = r;
  return true;
}

/* the term variable w stands for under a map, false when unmapped */
typedef bool (*map_fn)(const void *map, uint32_t w, seg_lin *out);

/* v as an expression over variables that the map maps, renamed by it:
 * from an equation v = Σ k·w + c of s's KB (coefficient ±1 for v) */
static bool def_expr_by(const seg_state *s, map_fn fn, const void *m, uint32_t v, seg_lin *out) {
  for (uint32_t i = 0; i < s->nkb; i++) {
    const seg_lin *e = &s->kb[i];
    if (e->rel != SEG_EQ) continue;
    int64_t kv = 0;
    for (uint32_t j = 0; j < e->n; j++)
      if (e->v[j] == v) kv = e->k[j];
    if (kv != 1 && kv != -1) continue;
    seg_lin r = seg_lc(-e->c * kv), w;
    bool ok = true;
    for (uint32_t j = 0; j < e->n && ok; j++)
      if (e->v[j] != v) ok = fn(m, e->v[j], &w) && seg_lin_addk(&r, &r, -e->k[j] * kv, &w);
    if (ok) {
      *out = r;
      return true;
    }
  }
  return false;
}

static bool vmap_fn(const void *map, uint32_t w, seg_lin *out) {
  const vmap *m = map;
  if (!vmap_set(m, w)) return false;
  *out = seg_lv(vmap_get(m, w));
  return true;
}

static bool def_expr(const seg_state *s, const vmap *m, uint32_t v, seg_lin *out) {
  return def_expr_by(s, vmap_fn, m, v, out);
}

/* ---- instance check ---------------------------------------------------------------------- */

/* mu: a-variable -> b-term (a variable plus an offset, or a constant) */
typedef struct mterm {
  uint32_t v;
  int64_t off;
  uint8_t k; /* 0 unset (identity), 1 v + off, 2 the constant off; in
                merges also 3 nothing, 4 any value (MT_ANY) */
} mterm;

/* a merge's list field value on a side whose chain is empty: no element
 * holds it, and no fact of the list constrains it there (a field that is
 * not stepped, or stepped by 0: last = first), so a candidate over such
 * values alone holds on that side for the other side's values */
#define MT_ANY 4

typedef struct imap {
  uint32_t n;
  mterm *t;
} imap;

static bool im_set(const imap *m, uint32_t v) { return v < m->n && m->t[v].k; }

/* the b-variable v stands for (itself when unset), 0 when it stands for
 * something else than a variable */
static uint32_t im_var(const imap *m, uint32_t v) {
  if (!im_set(m, v)) return v;
  return m->t[v].k == 1 && m->t[v].off == 0 ? m->t[v].v : 0;
}

static void im_put(imap *m, uint32_t v, uint32_t to, int64_t off) {
  if (v >= m->n) return;
  m->t[v] = (mterm){to, off, 1};
}

static void im_const(imap *m, uint32_t v, int64_t c) {
  if (v >= m->n) return;
  m->t[v] = (mterm){0, c, 2};
}

/* in with every variable replaced by its term */
static bool im_lin(const imap *m, const seg_lin *in, seg_lin *out) {
  seg_lin r;
  seg_lin_const(&r, in->c);
  for (uint32_t i = 0; i < in->n; i++) {
    seg_lin x;
    uint32_t v = in->v[i];
    if (!im_set(m, v)) {
      seg_lin_var(&x, v);
    } else if (m->t[v].k == 1) {
      seg_lin_var(&x, m->t[v].v);
      x.c = m->t[v].off;
    } else {
      seg_lin_const(&x, m->t[v].off);
    }
    if (!seg_lin_addk(&r, &r, in->k[i], &x)) return false;
  }
  r.rel = in->rel;
  *out = r;
  return true;
}

static bool imap_fn(const void *map, uint32_t w, seg_lin *out) {
  const imap *m = map;
  seg_lin x = seg_lv(w);
  return im_set(m, w) && im_lin(m, &x, out);
}

static bool def_expr_im(const seg_state *s, const imap *m, uint32_t v, seg_lin *out) {
  return def_expr_by(s, imap_fn, m, v, out);
}

/* v as w + d for a mapped w, renamed: *out */
static bool off_of(const seg_heap *ha, const imap *m, uint32_t v, uint32_t w, seg_lin *out) {
  int64_t d;
  seg_lin x = seg_lv(w);
  if (!w || !im_set(m, w) || !seg_oc_diff(ha->oc, v, w, &d) || !im_lin(m, &x, out)) return false;
  return !__builtin_add_overflow(out->c, d, &out->c);
}

/* v as a mapped program value or block start plus an offset, by a's
 * equations (their closure: v = w may hold through a third variable) */
static bool off_expr_im(const seg_state *a, const seg_heap *ha, const imap *m, uint32_t v, seg_lin *out) {
  for (uint32_t f = 0; f < a->nframes; f++)
    for (uint32_t j = 0; j < a->fr[f].f->nslots; j++)
      if (off_of(ha, m, v, a->fr[f].lv[j], out)) return true;
  for (uint32_t i = 0; i < a->nblocks; i++)
    if (off_of(ha, m, v, a->bl[i].lo, out)) return true;
  return false;
}

/* <b> |= eq (an equation; b's state asserted): syntactically (eq or its
 * negation is an atom of b's KB), else by a validity query unless a model
 * of b refutes it */
static bool b_entails(seg_graph *g, const seg_state *b, const seg_lin *eq) {
  seg_lin neg;
  bool has_neg = seg_lin_scale(&neg, eq, -1);
  neg.rel = eq->rel;
  for (uint32_t q = 0; q < b->nkb; q++)
    if (seg_lin_eq(&b->kb[q], eq) || (has_neg && seg_lin_eq(&b->kb[q], &neg))) return true;
  int d = seg_oc_decide(g, eq);
  if (d >= 0) return d;
  int64_t v;
  if (seg_model_value(g, b, eq, &v) && v != 0) return false;
  return seg_valid(g, eq);
}

/* x of a and y of b are the same program value's: x equals a's LV
 * variable of some slot and y b's of the same slot (or x = y) */
static bool via_slot(const seg_state *a, const seg_heap *ha, const seg_state *b, const seg_heap *hb,
                     uint32_t x, uint32_t y) {
  if (x == y) return true;
  for (uint32_t f = 0; f < a->nframes; f++)
    for (uint32_t j = 0; j < a->fr[f].f->nslots; j++) {
      uint32_t p = a->fr[f].lv[j], q = b->fr[f].lv[j];
      int64_t dp, dq;
      if (p && q && seg_heap_same(ha, p, x) && seg_heap_same(hb, q, y)) return true;
      /* (or into it at the same offset: an entry state's &item->down) */
      if (p && q && seg_oc_diff(ha->oc, p, x, &dp) && seg_oc_diff(hb->oc, q, y, &dq) && dp == dq) return true;
    }
  return false;
}

/* the b value a's x stands for (0: unknown) */
static uint32_t im_value(const seg_state *a, const seg_heap *ha, const seg_state *b, const imap *mu,
                         uint32_t x) {
  if (im_set(mu, x)) return im_var(mu, x);
  for (uint32_t f = 0; f < a->nframes; f++)
    for (uint32_t j = 0; j < a->fr[f].f->nslots; j++) {
      uint32_t p = a->fr[f].lv[j];
      if (p && seg_heap_ptr(ha, p) && seg_heap_same(ha, p, x)) return b->fr[f].lv[j];
    }
  /* a value equal to a bound cell value (a list's start held in memory) */
  for (uint32_t i = 0; i < a->npt; i++) {
    uint32_t v = a->pt[i].val;
    if (v != x && im_set(mu, v) && im_var(mu, v) && seg_heap_same(ha, v, x)) return im_var(mu, v);
  }
  /* the start of a block b has too, the same variable (memory the loop
   * did not touch: a list that ends at such an element ends there in b) */
  for (uint32_t i = 0; i < a->nblocks; i++) {
    uint32_t lo = a->bl[i].lo;
    if (a->bl[i].kind != SEG_B_HEAP || !seg_heap_same(ha, lo, x)) continue;
    if (im_set(mu, lo)) return im_var(mu, lo);
    for (uint32_t j = 0; j < b->nblocks; j++)
      if (b->bl[j].lo == lo) return lo;
  }
  return 0;
}

/* maps a-variable x to b-variable y; false when x stands for something
 * provably different already */
static bool im_bind(imap *mu, const seg_heap *hb, uint32_t x, uint32_t y) {
  if (!x || !y) return true;
  if (!im_set(mu, x)) {
    im_put(mu, x, y, 0);
    return true;
  }
  uint32_t z = im_var(mu, x);
  return z && seg_heap_same(hb, z, y);
}

/* the same for y + k */
static bool im_bind_off(imap *mu, const seg_heap *hb, uint32_t x, uint32_t y, int64_t k) {
  if (!k) return im_bind(mu, hb, x, y);
  if (!x || !y) return true;
  if (!im_set(mu, x)) {
    im_put(mu, x, y, k);
    return true;
  }
  const mterm *t = &mu->t[x];
  return t->k == 1 && seg_heap_same_off(hb, t->v, y, k - t->off);
}

/* the b value of the program value a's x + k is (x: an intrusive element's
 * link, the program value its start), 0: none */
static uint32_t im_value_at(const seg_state *a, const seg_heap *ha, const seg_state *b, uint32_t x, int64_t k) {
  for (uint32_t f = 0; f < a->nframes; f++)
    for (uint32_t j = 0; j < a->fr[f].f->nslots; j++) {
      uint32_t p = a->fr[f].lv[j];
      if (p && b->fr[f].lv[j] && seg_heap_ptr(ha, p) && seg_heap_same_off(ha, x, p, k)) return b->fr[f].lv[j];
    }
  return 0;
}

/* the value of b's field (off, ty, view) in the element the link holds
 * first (first) or last; 0 if none */
static uint32_t link_field(const seg_heap *h, const seg_link *k, const seg_lf *f, bool first) {
  const seg_state *s = h->s;
  if (k->list) {
    const seg_list *l = &s->li[k->idx];
    int q = seg_list_field(l, f->off, f->ty, f->view);
    return q < 0 ? 0 : first ? l->f[q].first : l->f[q].last;
  }
  uint32_t lo = s->bl[k->idx].lo;
  for (uint32_t i = 0; i < s->npt; i++) {
    const seg_pt *p = &s->pt[i];
    int64_t off;
    if (p->ty == f->ty && p->view == f->view && seg_heap_cell_off(h, lo, p, &off) && off == (int64_t)f->off)
      return p->val;
  }
  return 0;
}

/* the chain's first or last element's link (*ad + *adoff), next and prev
 * fields */
static void link_ends(const seg_heap *h, const seg_chain *c, bool first, uint32_t *ad, int64_t *adoff,
                      uint32_t *next, uint32_t *prev) {
  const seg_state *s = h->s;
  const seg_link *k = &c->link[first ? 0 : c->n - 1];
  *adoff = 0;
  if (k->list) {
    const seg_list *l = &s->li[k->idx];
    *ad = first ? l->ad : l->lad;
    *next = first ? l->fnext : l->tgt;
    *prev = first ? l->bk : l->lprev;
    return;
  }
  *ad = s->bl[k->idx].lo;
  *adoff = c->loff;
  *next = s->pt[k->ncell].val;
  *prev = k->pcell >= 0 ? s->pt[k->pcell].val : 0;
}

/* a's list l onto the chain of b from mu(l->ad): binds l's variables */
/* a's variables that may take any value for b (existential, not memory
 * b has): per variable, and the facts that tie them (an empty doubly
 * linked list's last element is its bk) */
typedef MT_VEC(seg_lin) lin_vec;

typedef struct iexist {
  uint8_t *free;
  lin_vec eqs;
} iexist;

static void ex_mark(iexist *ex, uint32_t v, uint32_t n) {
  if (v && v < n) ex->free[v] = 1;
}

/* the value of field f in link k of a chain: a concrete element's, or a
 * list's constant (0: none) */
static uint32_t link_field(const seg_heap *h, const seg_link *k, const seg_lf *f, bool first);
static uint32_t link_const(const seg_heap *h, const seg_link *k, const seg_lf *f) {
  if (!k->list) return link_field(h, k, f, true);
  const seg_list *m = &h->s->li[k->idx];
  int q = seg_list_field(m, f->off, f->ty, f->view);
  return q >= 0 && seg_lf_const(&m->f[q]) ? m->f[q].first : 0;
}

/* where chain c (of h, from r) stops holding the constants of list l (of
 * ha): the value after the last link that still holds them (r: none
 * does), when a link holds another constant (0: no such place) */
static uint32_t apart_cut(const seg_heap *ha, const seg_heap *h, const seg_chain *c, const seg_list *l, uint32_t r) {
  for (uint32_t i = 0; i < c->n; i++)
    for (uint32_t q = 0; q < l->nf; q++) {
      int64_t cl, cv;
      if (!seg_lf_const(&l->f[q]) || !seg_oc_value(ha->oc, l->f[q].first, &cl)) continue;
      uint32_t v = link_const(h, &c->link[i], &l->f[q]);
      if (!v || !seg_oc_value(h->oc, v, &cv) || cv == cl) continue;
      if (!i) return r; /* (l is empty here) */
      const seg_link *k = &c->link[i - 1];
      return k->list ? h->s->li[k->idx].tgt : h->s->pt[k->ncell].val;
    }
  return 0;
}

static bool inst_list(seg_graph *g, const seg_state *a, const seg_heap *ha, const seg_state *b,
                      seg_heap *hb, imap *mu, const seg_list *l, iexist *ex) {
  uint32_t rb = im_value(a, ha, b, mu, l->ad);
  int64_t roff = 0;
  if (!rb && l->loff && (rb = im_value_at(a, ha, b, l->ad, l->loff))) roff = l->loff;
  if (!rb) return false;
  uint32_t stop = im_set(mu, l->tgt) ? im_var(mu, l->tgt) : im_value(a, ha, b, mu, l->tgt);
  int64_t soff = 0;
  if (!stop && im_set(mu, l->tgt) && mu->t[l->tgt].k == 1) { /* a variable plus an offset */
    stop = mu->t[l->tgt].v;
    soff = mu->t[l->tgt].off;
  }
  /* (an intrusive element's link: a program value holds its start) */
  if (!stop && !im_set(mu, l->tgt) && l->loff && (stop = im_value_at(a, ha, b, l->tgt, l->loff))) soff = l->loff;
  seg_chain c = {.esize = l->esize, .noff = l->noff, .poff = l->bk ? l->poff : UINT32_MAX, .pty = l->pty,
                 .loff = l->loff, .roff = roff, .soff = soff};
  unsigned pb = g->pbits / 8;
  /* a program value that is l's last element in a and NULL in b (a cursor
   * that walked backwards off the front): l is empty in b */
  bool empty = false;
  for (uint32_t f = 0; f < a->nframes && !empty; f++)
    for (uint32_t j = 0; j < a->fr[f].f->nslots && !empty; j++) {
      uint32_t x = a->fr[f].lv[j], y = b->fr[f].lv[j];
      int64_t yv;
      empty = x && y && seg_heap_ptr(ha, x) && seg_heap_same(ha, x, l->lad) && seg_oc_value(hb->oc, y, &yv) &&
              yv == 0;
    }
  if (empty) {
    c.soff = c.roff; /* (stops at once: the root's own link) */
    seg_chain_walk(hb, rb, rb, pb, &c);
    c.soff = soff;
  } else {
    seg_chain_walk_to(hb, rb, stop, pb, &c); /* a cyclic list: the whole cycle when b has one */
    /* an end no value of b names yet: where b's data break apart from
     * l's constants (the junction of two lists kept apart) */
    uint32_t cut;
    if (!stop && !im_set(mu, l->tgt) && (cut = apart_cut(ha, hb, &c, l, rb))) {
      seg_chain_release(hb, &c);
      c.n = c.nlists = 0;
      seg_chain_walk_to(hb, rb, cut, pb, &c);
      stop = cut;
    }
  }
  if (c.nlists > 1 || (stop && !seg_heap_same_off(hb, c.end, stop, soff - c.eoff)) || !seg_chain_prev_ok(hb, &c, pb)) {
    MT_LOG(g->run, 3, "seg", "instance: the chain from v%u (%u links, %u lists) ends at v%u, not at v%u", rb, c.n,
           c.nlists, c.end, stop);
    return false;
  }
  if (!im_bind_off(mu, hb, l->ad, rb, roff) || !im_bind_off(mu, hb, l->tgt, c.end, c.eoff)) return false;
  int64_t k = (int64_t)(c.n - c.nlists);
  const seg_list *lb = NULL;
  for (uint32_t i = 0; i < c.n; i++)
    if (c.link[i].list) lb = &b->li[c.link[i].idx];
  if (im_set(mu, l->len)) return false; /* lengths are their list's own */
  if (lb) im_put(mu, l->len, lb->len, k);
  else im_const(mu, l->len, k);
  if (c.n == 0) {
    /* no element in b: the values of the elements are a's to choose (only
     * len = 0 -> lad = bk holds of them) */
    uint32_t n = g->vars.len;
    ex_mark(ex, l->lad, n);
    ex_mark(ex, l->fnext, n);
    ex_mark(ex, l->bk, n);
    ex_mark(ex, l->lprev, n);
    for (uint32_t q = 0; q < l->nf; q++) {
      ex_mark(ex, l->f[q].first, n);
      ex_mark(ex, l->f[q].last, n);
      seg_lin st; /* an empty list's virtual ends: last = first - step */
      if (seg_lf_step_atom(l, &l->f[q], &st)) {
        seg_lin fl = seg_lv(l->f[q].last), ff = seg_lv(l->f[q].first);
        ff.c = -l->f[q].step;
        if (seg_atom_mk(&st, &fl, SEG_EQ, &ff)) MT_VEC_PUSH(ex->eqs, st);
      }
    }
    seg_lin x = seg_lv(l->lad), y = seg_lv(l->bk), t;
    if (l->bk && seg_atom_mk(&t, &x, SEG_EQ, &y)) MT_VEC_PUSH(ex->eqs, t);
    return true;
  }
  uint32_t ad, next, prev;
  int64_t adoff;
  link_ends(hb, &c, true, &ad, &adoff, &next, &prev);
  if (!im_bind(mu, hb, l->fnext, next)) return false;
  if (l->bk && !im_bind(mu, hb, l->bk, prev)) return false;
  link_ends(hb, &c, false, &ad, &adoff, &next, &prev);
  if (!im_bind_off(mu, hb, l->lad, ad, adoff)) return false;
  if (l->bk && !im_bind(mu, hb, l->lprev, prev)) return false;
  /* owned fields: every element of b's chain holds NULL or an object only
   * it refers to that fits (then a's list owns that block), every list of
   * it owns no more; b's lists own nothing a's does not */
  for (uint32_t i = 0; i < c.n; i++) {
    const seg_link *lk = &c.link[i];
    if (lk->list) {
      const seg_list *m = &b->li[lk->idx];
      for (uint32_t q = 0; q < m->nf; q++) {
        if (!m->f[q].own || seg_own_is_null(g, m->f[q].own)) continue;
        int r = seg_list_field(l, m->f[q].off, m->f[q].ty, m->f[q].view);
        if (!(r >= 0 && l->f[r].own && seg_own_leq(g, m->f[q].own, l->f[r].own)) && !a->heap_lost) return false;
      }
      for (uint32_t r = 0; r < l->nf; r++) {
        if (!l->f[r].own) continue;
        int q = seg_list_field(m, l->f[r].off, l->f[r].ty, l->f[r].view);
        if (!(q >= 0 && m->f[q].own && seg_own_leq(g, m->f[q].own, l->f[r].own))) return false;
      }
      continue;
    }
    uint32_t blo = b->bl[lk->idx].lo;
    for (uint32_t r = 0; r < l->nf; r++) {
      if (!l->f[r].own) continue;
      int cell = seg_heap_ptr_cell(hb, blo, l->f[r].off, hb->ptrbytes);
      uint32_t t;
      seg_own_take tk = {0};
      int cl = cell < 0 ? 0 : seg_own_classify(g, hb, b->pt[cell].val, cell, &t, &tk);
      if (cl == 0 || (cl == 1 && !seg_own_get(g, l->f[r].own)->nullable) ||
          (cl == 2 && !seg_own_leq(g, t, l->f[r].own))) {
        MT_LOG(g->run, 3, "seg", "instance: an element of the chain from v%u holds no object of its owned field @%u",
               rb, l->f[r].off);
        return false;
      }
      if (cl == 2) seg_own_use(hb, &tk);
    }
  }
  for (uint32_t q = 0; q < l->nf; q++) {
    int64_t st;
    if (l->f[q].stepped) { /* b's values step the same way */
      int r = seg_chain_step(hb, &c, &l->f[q], &st);
      if (r < 0 || (r && st != l->f[q].step)) return false;
    }
    if (l->f[q].first && !im_bind(mu, hb, l->f[q].first, link_field(hb, &c.link[0], &l->f[q], true)))
      return false;
    if (l->f[q].last && !im_bind(mu, hb, l->f[q].last, link_field(hb, &c.link[c.n - 1], &l->f[q], false)))
      return false;
  }
  (void)a;
  return true;
}

/* a's variables that no structure of b pins (ex->free: the values of a
 * list that is empty in b, variables a has only in its KB) are
 * existential: b is an instance when some values of them satisfy a's KB
 * (a variable that b also has may take another value: b's own use of it
 * is something else, an empty list's bk that is now another list's last
 * prev field, say).  Witnesses from equations x = Σ k·w + c (of a's
 * KB and ex->eqs; coefficient ±1 for x) over bound variables and b's own,
 * as long as they are a variable plus an offset or a constant; the others
 * stay as they are (universally read: sound, only weaker).  Values of
 * memory b has but does not know (a field b has no cell for) are never
 * chosen. */
static bool is_free(const imap *mu, const iexist *ex, const uint32_t *bv, uint32_t nbv, uint32_t x) {
  (void)bv, (void)nbv;
  return x < mu->n && ex->free[x] && !im_set(mu, x);
}

static bool witness_from(imap *mu, const iexist *ex, const uint32_t *bv, uint32_t nbv, const seg_lin *e) {
  if (e->rel != SEG_EQ) return false;
  uint32_t x = 0, nfree = 0;
  int64_t kx = 0;
  for (uint32_t j = 0; j < e->n; j++)
    if (is_free(mu, ex, bv, nbv, e->v[j])) {
      nfree++;
      x = e->v[j];
      kx = e->k[j];
    }
  if (nfree != 1 || (kx != 1 && kx != -1)) return false;
  /* x = -(e - kx·x) / kx */
  seg_lin rest = *e, r;
  uint32_t k = 0;
  for (uint32_t j = 0; j < e->n; j++)
    if (e->v[j] != x) rest.v[k] = e->v[j], rest.k[k] = e->k[j], k++;
  rest.n = (uint8_t)k;
  if (!im_lin(mu, &rest, &r) || !seg_lin_scale(&r, &r, -kx)) return false;
  if (r.n == 0) im_const(mu, x, r.c);
  else if (r.n == 1 && r.k[0] == 1) im_put(mu, x, r.v[0], r.c);
  else return false;
  return true;
}

/* every value an equation of a's KB or of ex fixes by the bound ones */
static void witness_all(const seg_state *a, imap *mu, iexist *ex, const uint32_t *bv, uint32_t nbv) {
  for (bool more = true; more;) {
    more = false;
    for (uint32_t i = 0; i < a->nkb; i++) more |= witness_from(mu, ex, bv, nbv, &a->kb[i]);
    for (uint32_t i = 0; i < ex->eqs.len; i++) more |= witness_from(mu, ex, bv, nbv, &ex->eqs.data[i]);
  }
}

static void bind_witnesses(const seg_state *a, const seg_state *b, imap *mu, iexist *ex) {
  /* variables a has only in its KB */
  uint32_t *kv, *sv;
  uint32_t nkv = 0;
  kv = mt_malloc(sizeof(uint32_t) * (SEG_LIN_MAX * a->nkb + 1));
  for (uint32_t i = 0; i < a->nkb; i++)
    for (uint32_t j = 0; j < a->kb[i].n; j++) kv[nkv++] = a->kb[i].v[j];
  seg_state sa = *a;
  sa.nkb = 0;
  uint32_t nsv = seg_state_vars(&sa, &sv);
  for (uint32_t i = 0; i < nkv; i++)
    if (!bsearch(&kv[i], sv, nsv, sizeof *sv, seg_cmp_u32)) ex_mark(ex, kv[i], mu->n);
  mt_free(kv);
  mt_free(sv);
  uint32_t *bv;
  uint32_t nbv = seg_state_vars(b, &bv);
  witness_all(a, mu, ex, bv, nbv);
  /* an equation over several free values (an empty list's last values,
   * equal fields of its last element): the first one with coefficient
   * +-1 is chosen by the others, which stay as they are from then on */
  bool any = false;
  for (uint32_t i = 0; i < a->nkb; i++) {
    const seg_lin *e = &a->kb[i];
    uint32_t nfree = 0, first = 0;
    if (e->rel != SEG_EQ) continue;
    for (uint32_t j = 0; j < e->n; j++)
      if (is_free(mu, ex, bv, nbv, e->v[j])) {
        if (!first && (e->k[j] == 1 || e->k[j] == -1)) first = e->v[j];
        nfree++;
      }
    if (nfree < 2 || !first) continue;
    for (uint32_t j = 0; j < e->n; j++)
      if (e->v[j] != first && e->v[j] < mu->n) ex->free[e->v[j]] = 0;
    any |= witness_from(mu, ex, bv, nbv, e);
  }
  if (any) witness_all(a, mu, ex, bv, nbv);
  mt_free(bv);
}

/* eliminates from kb the free, unbound existential values whose atoms are
 * all x + r <= 0 or -x + r <= 0 (Fourier-Motzkin; at most 32 pairs each) */
static void project_free(const seg_graph *g, lin_vec *kb, const imap *mu, const iexist *ex) {
  for (uint32_t i = 0; i < kb->len; i++)
    for (uint32_t j = 0; j < kb->data[i].n; j++) {
      uint32_t x = kb->data[i].v[j];
      if (x >= mu->n || !ex->free[x] || im_set(mu, x)) continue;
      bool in_eq = false;
      for (uint32_t q = 0; q < ex->eqs.len && !in_eq; q++)
        for (uint32_t r = 0; r < ex->eqs.data[q].n && !in_eq; r++) in_eq = ex->eqs.data[q].v[r] == x;
      /* x only in disequalities x + r != 0 and in bounds on one side (unit
       * coefficients): each disequality rules out one value of x, and x
       * has values beyond every bound and all those (an empty list's last
       * colour != RED; as below, a bound on one side only does not bound
       * x) -- they all go */
      uint32_t nne = 0;
      int side = 0; /* the sign of x in the bounds so far */
      bool only_ne = !in_eq;
      for (uint32_t q = 0; q < kb->len && only_ne; q++)
        for (uint32_t r = 0; r < kb->data[q].n; r++)
          if (kb->data[q].v[r] == x) {
            int64_t k = kb->data[q].k[r];
            only_ne = k == 1 || k == -1;
            if (kb->data[q].rel == SEG_LE) {
              only_ne &= !side || side == (int)k;
              side = (int)k;
            } else {
              only_ne &= kb->data[q].rel == SEG_NE;
            }
            nne++;
            break;
          }
      unsigned xb = g->vars.data[x].bits;
      if (only_ne && (xb == 0 || xb >= 8) && nne < 64) {
        uint32_t w = 0;
        for (uint32_t q = 0; q < kb->len; q++) {
          bool has = false;
          for (uint32_t r = 0; r < kb->data[q].n; r++) has |= kb->data[q].v[r] == x;
          if (!has) kb->data[w++] = kb->data[q];
        }
        kb->len = w;
        i = (uint32_t)-1;
        break;
      }
      uint32_t npos = 0, nneg = 0;
      bool unit = !in_eq;
      for (uint32_t q = 0; q < kb->len && unit; q++)
        for (uint32_t r = 0; r < kb->data[q].n; r++) {
          if (kb->data[q].v[r] != x) continue;
          int64_t k = kb->data[q].k[r];
          unit = kb->data[q].rel == SEG_LE && (k == 1 || k == -1);
          if (k == 1) npos++;
          else nneg++;
        }
      if (!unit || npos * nneg > 32) continue;
      lin_vec out = {0};
      for (uint32_t q = 0; q < kb->len; q++) {
        int64_t kq = 0;
        for (uint32_t r = 0; r < kb->data[q].n; r++)
          if (kb->data[q].v[r] == x) kq = kb->data[q].k[r];
        if (!kq) {
          MT_VEC_PUSH(out, kb->data[q]);
          continue;
        }
        if (kq != 1) continue;
        for (uint32_t p = 0; p < kb->len; p++) {
          int64_t kp = 0;
          for (uint32_t r = 0; r < kb->data[p].n; r++)
            if (kb->data[p].v[r] == x) kp = kb->data[p].k[r];
          seg_lin sum;
          if (kp != -1 || !seg_lin_addk(&sum, &kb->data[q], 1, &kb->data[p])) continue;
          sum.rel = SEG_LE;
          int64_t cc;
          if (seg_lin_is_const(&sum, &cc) && cc <= 0) continue;
          MT_VEC_PUSH(out, sum);
        }
      }
      MT_VEC_FREE(*kb);
      *kb = out;
      i = (uint32_t)-1; /* again from the start: kb changed */
      break;
    }
}

bool seg_instance(seg_graph *g, const seg_state *a, const seg_state *b, seg_pair **mu_out,
                  uint32_t *nmu) {
  if (!seg_same_position(a, b)) return false;
  MT_LOG(g->run, 3, "seg", "instance check at %s block %u: %u blocks, %u cells, %u lists over %u, %u, %u",
         a->fr[a->nframes - 1].f->name, a->fr[a->nframes - 1].block, a->nblocks, a->npt, a->nli, b->nblocks, b->npt,
         b->nli);
  if ((!a->heap_lost && b->heap_lost) || (!a->hidden && b->hidden) ||
      (b->hidden && !b->hidden_held && a->hidden_held)) {
    MT_LOG(g->run, 3, "seg", "instance: the new state lost heap blocks");
    return false;
  }
  imap mu = {g->vars.len, mt_calloc(g->vars.len + 1, sizeof(mterm))};
  iexist ex = {mt_calloc(g->vars.len + 1, 1), {0}};
  seg_heap ha, hb;
  seg_heap_init(&ha, g, a);
  seg_heap_init(&hb, g, b);
  bool ok = true;
  for (uint32_t i = 0; i < a->nframes && ok; i++)
    for (uint32_t j = 0; j < a->fr[i].f->nslots; j++) {
      uint32_t x = a->fr[i].lv[j], y = b->fr[i].lv[j];
      if (!x) continue;
      if (im_set(&mu, x) && im_var(&mu, x) != y) ok = false;
      im_put(&mu, x, y, 0);
    }
  if (!ok) MT_LOG(g->run, 3, "seg", "instance: program values conflict");
  /* a's lists onto b's chains, then blocks and cells; repeated while
   * something new is bound */
  uint8_t *ldone = mt_calloc(a->nli + 1, 1);
  uint32_t *bmatch = mt_calloc(a->nblocks + 1, sizeof(uint32_t)); /* b block + 1 */
  for (bool changed = ok; changed && ok;) {
    changed = false;
    for (uint32_t i = 0; i < a->nli && ok; i++) {
      if (ldone[i] || (!im_value(a, &ha, b, &mu, a->li[i].ad) &&
                       !(a->li[i].loff && im_value_at(a, &ha, b, a->li[i].ad, a->li[i].loff))))
        continue;
      ok = inst_list(g, a, &ha, b, &hb, &mu, &a->li[i], &ex);
      if (!ok) MT_LOG(g->run, 3, "seg", "instance: list at v%u has no chain in the new state", a->li[i].ad);
      ldone[i] = 1;
      changed = true;
    }
    for (uint32_t i = 0; i < a->nblocks && ok; i++) {
      const seg_block *x = &a->bl[i];
      if (bmatch[i]) continue;
      for (uint32_t j = 0; j < b->nblocks; j++) {
        const seg_block *y = &b->bl[j];
        if (hb.used_b[j] || x->kind != y->kind || x->frame != y->frame || x->readonly != y->readonly ||
            x->zero != y->zero)
          continue;
        bool lo = im_set(&mu, x->lo) ? (im_var(&mu, x->lo) && seg_heap_same(&hb, im_var(&mu, x->lo), y->lo))
                                     : via_slot(a, &ha, b, &hb, x->lo, y->lo);
        bool hi = im_set(&mu, x->hi) ? (im_var(&mu, x->hi) && seg_heap_same(&hb, im_var(&mu, x->hi), y->hi))
                                     : via_slot(a, &ha, b, &hb, x->hi, y->hi);
        if (!lo && !hi) continue;
        if (!im_bind(&mu, &hb, x->lo, y->lo) || !im_bind(&mu, &hb, x->hi, y->hi)) continue;
        bmatch[i] = j + 1;
        hb.used_b[j] = 1;
        changed = true;
        break;
      }
    }
    for (uint32_t i = 0; i < a->npt && ok; i++) {
      const seg_pt *x = &a->pt[i];
      for (uint32_t j = 0; j < b->npt; j++) {
        const seg_pt *y = &b->pt[j];
        if (x->ty != y->ty || x->view != y->view) continue;
        if (!im_set(&mu, x->addr) && x->addr != y->addr) {
          /* an address computed from mapped values (p + 4·i) maps to the
           * one computed the same way in b */
          seg_lin ea, eb = seg_lv(y->addr), t;
          if (x->size == y->size && (def_expr_im(a, &mu, x->addr, &ea) || off_expr_im(a, &ha, &mu, x->addr, &ea)) &&
              seg_atom_mk(&t, &eb, SEG_EQ, &ea) && b_entails(g, b, &t)) {
            im_put(&mu, x->addr, y->addr, 0);
            changed = true;
          }
          continue;
        }
        uint32_t xa = im_var(&mu, x->addr);
        if (!xa || !seg_heap_same(&hb, xa, y->addr)) continue;
        if (!im_set(&mu, x->val)) { /* also the same variable: a list's start held in memory */
          im_put(&mu, x->val, y->val, 0);
          changed = true;
        }
      }
    }
  }
  /* every list of a found its chain, every block of a a block of b */
  for (uint32_t i = 0; i < a->nli && ok; i++) {
    ok = ldone[i];
    if (!ok) MT_LOG(g->run, 3, "seg", "instance: list at v%u: no value for its start", a->li[i].ad);
  }
  for (uint32_t i = 0; i < a->nblocks && ok; i++) {
    const seg_block *x = &a->bl[i];
    if (bmatch[i]) continue;
    /* a block not reached structurally: the same variables in b */
    ok = false;
    for (uint32_t j = 0; j < b->nblocks && !ok; j++) {
      const seg_block *y = &b->bl[j];
      if (hb.used_b[j] || y->kind != x->kind || y->frame != x->frame || y->readonly != x->readonly ||
          y->zero != x->zero)
        continue;
      if (y->lo == im_var(&mu, x->lo) && y->hi == im_var(&mu, x->hi)) {
        hb.used_b[j] = 1;
        bmatch[i] = j + 1;
        ok = true;
      }
    }
    if (!ok) MT_LOG(g->run, 3, "seg", "instance: block [v%u, v%u] not matched", x->lo, x->hi);
  }
  mt_free(ldone);
  mt_free(bmatch);
  for (uint32_t i = 0; i < a->npt && ok; i++) {
    const seg_pt *x = &a->pt[i];
    uint32_t xa = im_var(&mu, x->addr), xv = im_var(&mu, x->val);
    bool found = false;
    for (uint32_t j = 0; j < b->npt && !found; j++) {
      const seg_pt *y = &b->pt[j];
      found = y->ty == x->ty && y->view == x->view && xa && xv && seg_heap_same(&hb, y->addr, xa) &&
              seg_heap_same(&hb, y->val, xv);
    }
    ok = found;
    if (!ok) MT_LOG(g->run, 3, "seg", "instance: cell v%u -> v%u not matched", x->addr, x->val);
  }
  /* a generalization that forgets heap blocks of b must say so: every
   * heap block and list of b is a's (matched or in one of a's lists) */
  if (ok && !a->heap_lost) {
    for (uint32_t j = 0; j < b->nblocks && ok; j++) ok = b->bl[j].kind != SEG_B_HEAP || hb.used_b[j];
    for (uint32_t j = 0; j < b->nli && ok; j++) ok = hb.used_l[j];
    if (!ok) MT_LOG(g->run, 3, "seg", "instance: heap of the new state not covered");
  }
  seg_heap_free(&ha);
  seg_heap_free(&hb);
  if (ok) bind_witnesses(a, b, &mu, &ex);
  /* (c): <b> |= mu(KB_a) and the ranges of a's variables; existential
   * values that are still free leave KB_a by Fourier-Motzkin where every
   * atom about them is x + r <= 0 or -x + r <= 0 (exact over the integers
   * for unit coefficients) */
  lin_vec kbc = {0};
  for (uint32_t i = 0; i < a->nkb; i++) MT_VEC_PUSH(kbc, a->kb[i]);
  if (ok) project_free(g, &kbc, &mu, &ex);
  if (ok) {
    MT_VEC(smt_term) fs = {0};
    for (uint32_t i = 0; i < kbc.len && ok; i++) {
      seg_lin t;
      int64_t v;
      if (!im_lin(&mu, &kbc.data[i], &t)) {
        ok = false;
        MT_LOG(g->run, 3, "seg", "instance: an atom cannot be mapped");
      } else if (seg_model_value(g, b, &t, &v) && !seg_rel_holds(t.rel, v)) { /* a model of b refutes it */
        ok = false;
        if (mt_log_on(g->run, 3)) {
          mt_buf bf = {0};
          seg_lin_print(&bf, &kbc.data[i], true);
          mt_buf_printf(&bf, "  as  ");
          seg_lin_print(&bf, &t, true);
          MT_LOG(g->run, 3, "seg", "instance: a model refutes %s", bf.data);
          mt_buf_free(&bf);
        }
      }
      else MT_VEC_PUSH(fs, seg_fact(g, &t));
    }
    for (uint32_t i = 0; i < ex.eqs.len && ok; i++) { /* the facts of lists empty in b */
      const seg_lin *e = &ex.eqs.data[i];
      /* x = y over two unbound existential values that nothing else
       * mentions: some values satisfy it */
      bool isolated = e->n == 2 && e->k[0] == -e->k[1] && (e->k[0] == 1 || e->k[0] == -1);
      for (uint32_t j = 0; j < e->n && isolated; j++) {
        uint32_t x = e->v[j];
        isolated = x < mu.n && ex.free[x] && !im_set(&mu, x);
        for (uint32_t q = 0; q < a->nkb && isolated; q++)
          for (uint32_t r = 0; r < a->kb[q].n && isolated; r++) isolated = a->kb[q].v[r] != x;
        for (uint32_t q = 0; q < ex.eqs.len && isolated; q++)
          for (uint32_t r = 0; r < ex.eqs.data[q].n && isolated; r++)
            isolated = q == i || ex.eqs.data[q].v[r] != x;
      }
      if (isolated) continue;
      seg_lin t;
      ok = im_lin(&mu, e, &t);
      if (ok) MT_VEC_PUSH(fs, seg_fact(g, &t));
    }
    uint32_t *vs;
    uint32_t nv = seg_state_vars(a, &vs);
    for (uint32_t i = 0; i < nv && ok; i++) {
      uint32_t x = vs[i];
      int64_t lo, hi;
      if (!im_set(&mu, x) || !seg_var_range(g, x, &lo, &hi)) continue;
      uint32_t y = im_var(&mu, x);
      if (y) {
        const seg_var *vx = &g->vars.data[x], *vy = &g->vars.data[y];
        if (x == y || (vx->bits == vy->bits && vx->view == vy->view)) continue;
      }
      seg_lin xl = seg_lv(x), t;
      if (!im_lin(&mu, &xl, &t)) continue;
      smt_term tt = seg_term(g, &t);
      MT_VEC_PUSH(fs, smt_rel(g->smt, SMT_GE, tt, smt_int(g->smt, lo)));
      if (hi != INT64_MAX) MT_VEC_PUSH(fs, smt_rel(g->smt, SMT_LE, tt, smt_int(g->smt, hi)));
    }
    mt_free(vs);
    if (ok && fs.len) {
      MT_INC(g->run, seg_queries);
      ok = smt_valid(seg_smt(g), smt_and_n(g->smt, fs.len, fs.data));
      /* which atoms fail: extra queries, which change the solver's later
       * models (and so the model-guided merges): only at -vvvvv, so that
       * -v to -vvvv build the same graph as a run without logging */
      if (!ok) MT_LOG(g->run, 3, "seg", "instance: the KB does not hold");
      if (!ok && mt_log_on(g->run, 5)) {
        for (uint32_t i = 0; i < kbc.len; i++) {
          seg_lin t;
          if (!im_lin(&mu, &kbc.data[i], &t) || seg_valid(g, &t)) continue;
          mt_buf bf = {0};
          seg_lin_print(&bf, &kbc.data[i], true);
          mt_buf_printf(&bf, "  as  ");
          seg_lin_print(&bf, &t, true);
          MT_LOG(g->run, 5, "seg", "instance: the KB does not hold: %s", bf.data);
          mt_buf_free(&bf);
        }
      }
    }
    MT_VEC_FREE(fs);
  }
  MT_VEC_FREE(kbc);
  if (ok) {
    MT_VEC(seg_pair) pairs = {0};
    uint32_t *vs;
    uint32_t nv = seg_state_vars(a, &vs);
    for (uint32_t i = 0; i < nv; i++) {
      uint32_t x = vs[i];
      seg_pair p = {x, x, 0};
      if (im_set(&mu, x)) p = (seg_pair){x, mu.t[x].k == 1 ? mu.t[x].v : 0, mu.t[x].off};
      MT_VEC_PUSH(pairs, p);
    }
    mt_free(vs);
    *nmu = pairs.len;
    *mu_out = pairs.len ? mt_arena_memdup(&g->arena, pairs.data, sizeof(seg_pair) * pairs.len) : NULL;
    MT_VEC_FREE(pairs);
  }
  if (!ok && mt_log_on(g->run, 5)) {
    mt_buf bf = {0};
    mt_buf_printf(&bf, "--- general: ");
    seg_state_print(&bf, g, a);
    mt_buf_printf(&bf, "--- new: ");
    seg_state_print(&bf, g, b);
    MT_LOG(g->run, 5, "seg", "not an instance:\n%s", bf.data);
    mt_buf_free(&bf);
  }
  mt_free(mu.t);
  mt_free(ex.free);
  MT_VEC_FREE(ex.eqs);
  return ok;
}

/* ---- merging ---------------------------------------------------------------------------------- */

/* a c-variable corr made for the pair (a, b) of variables */
typedef struct cpair {
  uint32_t a, b, c;
} cpair;

typedef struct mstate {
  vmap A, B;            /* a-var -> c-var, b-var -> c-var */
  vmap toa, tob;        /* c-var -> a-var, c-var -> b-var (fresh c-vars only) */
  /* the variables of c's lists: what they stand for in a and in b (a
   * variable plus an offset, a constant, or nothing: k = 3) -- over toa/tob */
  uint32_t nx;
  mterm *xa, *xb;
  bool early;           /* a list from too short chains: merge later */
  MT_VEC(cpair) pairs;  /* corr's variables for pairs the maps do not hold */
  bool own_lost;        /* a list's owned objects were dropped */
  bool fwd_only;        /* merge_root: only a doubly linked list whose next
                           field lies before its prev field (merge_chains) */
  int64_t *ma, *mb;     /* model values (by a-/b-variable) */
  uint8_t *ka, *kb;     /* model value known */
  uint8_t **done;       /* merge_chains: by c-variable, the roots merged from */
  uint32_t *ndone;
} mstate;

static void x_grow(mstate *ms, uint32_t n) {
  if (ms->nx > n) return;
  uint32_t m = n + 64;
  ms->xa = mt_realloc(ms->xa, sizeof(mterm) * m);
  ms->xb = mt_realloc(ms->xb, sizeof(mterm) * m);
  memset(ms->xa + ms->nx, 0, sizeof(mterm) * (m - ms->nx));
  memset(ms->xb + ms->nx, 0, sizeof(mterm) * (m - ms->nx));
  ms->nx = m;
}

/* what c-variable v stands for on one side: a term (k 1 or 2), 3 nothing,
 * MT_ANY any value */
static mterm back_term(const mstate *ms, int side, uint32_t v) {
  const mterm *x = side ? ms->xb : ms->xa;
  if (v < ms->nx && x[v].k) return x[v];
  return (mterm){vmap_get(side ? &ms->tob : &ms->toa, v), 0, 1};
}

/* *any (when given) is set when every variable of in is MT_ANY on side */
static bool back_lin(const mstate *ms, int side, const seg_lin *in, seg_lin *out, bool *any) {
  seg_lin r;
  seg_lin_const(&r, in->c);
  uint32_t nany = 0;
  for (uint32_t i = 0; i < in->n; i++) nany += back_term(ms, side, in->v[i]).k == MT_ANY;
  if (any) *any = in->n && nany == in->n;
  for (uint32_t i = 0; i < in->n; i++) {
    mterm t = back_term(ms, side, in->v[i]);
    if (t.k >= 3) return false;
    seg_lin x = t.k == 1 ? seg_lv(t.v) : seg_lc(0);
    x.c = t.off;
    if (!seg_lin_addk(&r, &r, in->k[i], &x)) return false;
  }
  r.rel = in->rel;
  *out = r;
  return true;
}

/* the model value of c-variable v on one side */
static bool back_val(const mstate *ms, int side, uint32_t v, __int128 *out) {
  mterm t = back_term(ms, side, v);
  if (t.k >= 3) return false;
  if (t.k == 2) {
    *out = t.off;
    return true;
  }
  const uint8_t *kn = side ? ms->kb : ms->ka;
  const int64_t *m = side ? ms->mb : ms->ma;
  if (!kn[t.v]) return false;
  *out = (__int128)m[t.v] + t.off;
  return true;
}

static uint32_t fresh_like(seg_graph *g, mstate *ms, uint32_t av, uint32_t bv) {
  seg_var meta = g->vars.data[av];
  uint32_t c = seg_fresh(g, meta.bits, (seg_view)meta.view);
  g->vars.data[c] = meta;
  /* the maps were sized before: grow them */
  uint32_t n = g->vars.len;
  vmap *ms4[4] = {&ms->A, &ms->B, &ms->toa, &ms->tob};
  for (int i = 0; i < 4; i++)
    if (ms4[i]->n < n) {
      ms4[i]->to = mt_realloc(ms4[i]->to, sizeof(uint32_t) * (n + 1));
      memset(ms4[i]->to + ms4[i]->n, 0, sizeof(uint32_t) * (n + 1 - ms4[i]->n));
      ms4[i]->n = n;
    }
  ms->A.to[av] = c;
  ms->B.to[bv] = c;
  ms->toa.to[c] = av;
  ms->tob.to[c] = bv;
  return c;
}

/* model values of the variables of s */
static void model_of(seg_graph *g, const seg_state *s, int64_t *val, uint8_t *known) {
  seg_assert_state(g, s);
  if (smt_check(seg_smt(g)) == SMT_SAT) {
    uint32_t *vs;
    uint32_t nv = seg_state_vars(s, &vs);
    for (uint32_t i = 0; i < nv; i++)
      if (smt_model_int(g->smt, seg_var_term(g, vs[i]), &val[vs[i]])) known[vs[i]] = 1;
    mt_free(vs);
  }
  seg_retract(g);
}

/* the candidate under side's model: 1 true, 0 false, -1 unknown */
static int eval_model(const seg_lin *c, const mstate *ms, int side) {
  __int128 sum = c->c, x;
  for (uint32_t i = 0; i < c->n; i++) {
    if (!back_val(ms, side, c->v[i], &x)) return -1;
    sum += (__int128)c->k[i] * x;
  }
  if (seg_rel_is_div(c->rel)) return sum % seg_rel_mod(c->rel) == 0;
  return c->rel == SEG_EQ ? sum == 0 : c->rel == SEG_LE ? sum <= 0 : sum != 0;
}

/* the value of the term e (constant part included) under side's model */
static bool lin_value(const seg_lin *e, const mstate *ms, int side, int64_t *out) {
  __int128 sum = e->c, x;
  for (uint32_t i = 0; i < e->n; i++) {
    if (!back_val(ms, side, e->v[i], &x)) return false;
    sum += (__int128)e->k[i] * x;
  }
  if (sum > INT64_MAX || sum < INT64_MIN) return false;
  *out = (int64_t)sum;
  return true;
}


static void cand_add(lin_vec *v, const seg_lin *c) {
  int64_t k;
  if (seg_lin_is_const(c, &k)) return;
  for (uint32_t i = 0; i < v->len; i++)
    if (seg_lin_eq(&v->data[i], c)) return;
  if (v->len < 4000) MT_VEC_PUSH(*v, *c);
}

/* the atom and its weakenings */
static void cand_weak(lin_vec *v, const seg_lin *c) {
  cand_add(v, c);
  seg_lin t;
  if (c->rel == SEG_EQ) {
    t = *c;
    t.rel = SEG_LE;
    cand_add(v, &t);
    if (seg_lin_scale(&t, c, -1)) {
      t.rel = SEG_LE;
      cand_add(v, &t);
    }
  } else if (c->rel == SEG_NE) {
    /* e < 0 and e > 0 */
    t = *c;
    t.rel = SEG_LE;
    if (!__builtin_add_overflow(t.c, 1, &t.c)) cand_add(v, &t);
    if (seg_lin_scale(&t, c, -1)) {
      t.rel = SEG_LE;
      if (!__builtin_add_overflow(t.c, 1, &t.c)) cand_add(v, &t);
    }
  }
}

static bool is_ptrish(const seg_graph *g, uint32_t v) {
  return g->vars.data[v].view == SEG_V_PTR;
}

#define SEG_THRESH_MAX 48

static void th_add(int64_t *th, uint32_t *n, int64_t k) {
  for (uint32_t i = 0; i < *n; i++)
    if (th[i] == k) return;
  if (*n < SEG_THRESH_MAX) th[(*n)++] = k;
}

/* the threshold constants of s's frames: 0 and K-1, K, K+1 for every integer
 * constant an icmp of a frame's function compares with (widening with
 * thresholds: loop bounds survive the merge) */
static uint32_t thresholds(seg_graph *g, const seg_state *s, int64_t *th) {
  uint32_t n = 0;
  th_add(th, &n, 0);
  for (uint32_t f = s->nframes; f-- > 0;) {
    const ir_func *fn = s->fr[f].f;
    for (uint32_t i = 0; i < fn->ninsts; i++) {
      const ir_inst *in = &fn->insts[i];
      if (in->op != IR_ICMP) continue;
      for (uint32_t j = 0; j < in->nops && j < 2; j++) {
        const ir_value *iv = ir_val_get(g->m, in->ops[j]);
        if (iv->kind != IR_V_INT) continue;
        unsigned bits = seg_bits(g, iv->type);
        uint64_t raw = iv->u.i;
        int64_t k;
        if (bits > 1 && bits < 64 && (raw >> (bits - 1)) & 1) k = (int64_t)(raw - ((uint64_t)1 << bits));
        else if (raw <= (uint64_t)INT64_MAX - 1) k = (int64_t)raw;
        else continue;
        if (k <= INT64_MIN + 1) continue;
        th_add(th, &n, k - 1);
        th_add(th, &n, k);
        th_add(th, &n, k + 1);
      }
    }
  }
  return n;
}

/* same variables, coefficients k·(those of b) for k = +1 or -1 */
static int same_terms(const seg_lin *a, const seg_lin *b) {
  if (a->n != b->n || !a->n) return 0;
  int k = a->k[0] == b->k[0] ? 1 : a->k[0] == -b->k[0] ? -1 : 0;
  for (uint32_t i = 0; i < a->n && k; i++)
    if (a->v[i] != b->v[i] || a->k[i] != k * b->k[i]) k = 0;
  return k;
}

/* drops accepted atoms e + c <= 0 that another accepted atom over the
 * same terms implies (e + c' <= 0 with c' >= c, or an equation): the
 * weakenings and thresholds of one quantity keep only the strongest */
static void prune_implied(const lin_vec *cand, uint8_t *ok) {
  for (uint32_t i = 0; i < cand->len; i++) {
    const seg_lin *x = &cand->data[i];
    if (!ok[i] || x->rel != SEG_LE) continue;
    for (uint32_t j = 0; j < cand->len && ok[i]; j++) {
      const seg_lin *y = &cand->data[j];
      if (i == j || !ok[j]) continue;
      int k = same_terms(x, y);
      if (!k) continue;
      /* x: e + cx <= 0.  y over k·e: EQ gives e = -k·cy; LE (k = 1): e <= -cy */
      __int128 cx = x->c, cy = y->c;
      if (y->rel == SEG_EQ) ok[i] = !(cx - k * cy <= 0);
      else if (y->rel == SEG_LE && k == 1) ok[i] = !(cx <= cy);
    }
  }
}

/* c's variable x stands for different variables of a and b: the loop
 * between them changed it (b descends from a, so what it left alone is
 * the same variable in both) */
static bool changed(const mstate *ms, uint32_t x) {
  return vmap_get(&ms->toa, x) != vmap_get(&ms->tob, x);
}

/* the block of c that holds pointer x (c's variable) in both models:
 * lo <= x <= hi + 1; -1 if none */
static int block_of(const seg_graph *g, const seg_state *c, const mstate *ms, uint32_t x) {
  (void)g;
  for (uint32_t k = 0; k < c->nblocks; k++) {
    bool in = true;
    for (int side = 0; side < 2 && in; side++) {
      const vmap *back = side ? &ms->tob : &ms->toa;
      const int64_t *m = side ? ms->mb : ms->ma;
      const uint8_t *kn = side ? ms->kb : ms->ka;
      uint32_t vx = vmap_get(back, x), lo = vmap_get(back, c->bl[k].lo), hi = vmap_get(back, c->bl[k].hi);
      in = kn[vx] && kn[lo] && kn[hi] && m[lo] <= m[vx] && m[vx] <= m[hi] + 1;
    }
    if (in) return (int)k;
  }
  return -1;
}

/* does some frame of s hold v as a program value? */
static bool names_value(const seg_state *s, uint32_t v) {
  for (uint32_t f = 0; f < s->nframes; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++)
      if (s->fr[f].lv[j] == v) return true;
  return false;
}

/* a c-variable standing for av in a and bv in b */
static uint32_t corr(seg_graph *g, mstate *ms, uint32_t av, uint32_t bv) {
  uint32_t ca = vmap_set(&ms->A, av) ? ms->A.to[av] : 0, cb = vmap_set(&ms->B, bv) ? ms->B.to[bv] : 0;
  if (ca && ca == cb) return ca;
  if (!ca && !cb) return av == bv ? av : fresh_like(g, ms, av, bv);
  /* one variable per pair (a list's start and the cell that holds it) */
  for (uint32_t i = 0; i < ms->pairs.len; i++)
    if (ms->pairs.data[i].a == av && ms->pairs.data[i].b == bv) return ms->pairs.data[i].c;
  seg_var meta = g->vars.data[av];
  uint32_t v = seg_fresh(g, meta.bits, (seg_view)meta.view);
  g->vars.data[v] = meta;
  MT_VEC_PUSH(ms->pairs, ((cpair){av, bv, v}));
  x_grow(ms, v);
  ms->xa[v] = (mterm){av, 0, 1};
  ms->xb[v] = (mterm){bv, 0, 1};
  return v;
}

/* a fresh c-variable standing for the terms ta and tb (k = 3: nothing) */
static uint32_t corr_terms(seg_graph *g, mstate *ms, unsigned bits, seg_view view, mterm ta, mterm tb) {
  uint32_t v = bits ? seg_fresh(g, bits, view) : seg_list_len_var(g);
  x_grow(ms, v);
  ms->xa[v] = ta;
  ms->xb[v] = tb;
  /* a variable of each side: a's atoms over it become candidates over v
   * (the last value of a list that the loop does not change) */
  if (ta.k == 1 && !ta.off && tb.k == 1 && !tb.off && ta.v < ms->A.n && tb.v < ms->B.n &&
      !vmap_set(&ms->A, ta.v) && !vmap_set(&ms->B, tb.v)) {
    ms->A.to[ta.v] = v;
    ms->B.to[tb.v] = v;
  }
  /* a variable of one side, any value on the other: that side's atoms
   * over it become candidates over v too */
  if (ta.k == 1 && !ta.off && tb.k == MT_ANY && ta.v < ms->A.n && !vmap_set(&ms->A, ta.v)) ms->A.to[ta.v] = v;
  if (tb.k == 1 && !tb.off && ta.k == MT_ANY && tb.v < ms->B.n && !vmap_set(&ms->B, tb.v)) ms->B.to[tb.v] = v;
  return v;
}

static mterm vterm(uint32_t v) { return v ? (mterm){v, 0, 1} : (mterm){0, 0, 3}; }

/* the chain's length: its list's length plus its concrete elements */
static mterm chain_len(const seg_heap *h, const seg_chain *c) {
  int64_t k = (int64_t)(c->n - c->nlists);
  for (uint32_t i = 0; i < c->n; i++)
    if (c->link[i].list) return (mterm){h->s->li[c->link[i].idx].len, k, 1};
  return (mterm){0, k, 2};
}

/* the payload fields of a link (first or last element): cells of a
 * concrete element (not next, not prev), fields of a list */
static uint32_t link_fields(const seg_heap *h, const seg_chain *c, const seg_link *k, seg_lf *out, uint32_t n) {
  const seg_state *s = h->s;
  if (k->list) {
    const seg_list *l = &s->li[k->idx];
    for (uint32_t q = 0; q < l->nf && n < SEG_LF_MAX; q++) {
      bool dup = false;
      for (uint32_t r = 0; r < n && !dup; r++)
        dup = out[r].off == l->f[q].off && out[r].ty == l->f[q].ty && out[r].view == l->f[q].view;
      if (!dup) out[n++] = l->f[q];
    }
    return n;
  }
  uint32_t lo = s->bl[k->idx].lo;
  for (uint32_t i = 0; i < s->npt && n < SEG_LF_MAX; i++) {
    const seg_pt *p = &s->pt[i];
    int64_t off;
    if (!seg_heap_cell_off(h, lo, p, &off) || off < 0 || off + p->size > c->esize) continue;
    if (off == c->noff || (c->poff != UINT32_MAX && off == c->poff)) continue;
    bool dup = false, clash = false;
    for (uint32_t r = 0; r < n && !dup; r++) {
      dup = out[r].off == off && out[r].ty == p->ty && out[r].view == p->view;
      clash |= !dup && off < out[r].off + out[r].size && out[r].off < off + p->size;
    }
    unsigned pb = h->ptrbytes;
    clash |= off < c->noff + pb && c->noff < off + p->size;
    if (c->poff != UINT32_MAX) clash |= off < c->poff + pb && c->poff < off + p->size;
    if (!dup && !clash) out[n++] = (seg_lf){.off = (uint32_t)off, .size = p->size, .ty = p->ty, .view = p->view};
  }
  return n;
}

/* the term in the state of `self` for the other state's term t: a
 * constant stays, a variable equal to a program value becomes that
 * value's here; else nothing */
static mterm peer_term(const seg_heap *other, const seg_heap *self, mterm t) {
  if (t.k != 1) return t;
  int64_t k;
  if (seg_oc_value(other->oc, t.v, &k)) return (mterm){0, k + t.off, 2};
  const seg_state *o = other->s, *s = self->s;
  for (uint32_t f = 0; f < o->nframes; f++)
    for (uint32_t j = 0; j < o->fr[f].f->nslots; j++)
      if (o->fr[f].lv[j] && s->fr[f].lv[j] && seg_heap_same(other, o->fr[f].lv[j], t.v))
        return (mterm){s->fr[f].lv[j], t.off, 1};
  return (mterm){0, 0, 3};
}

/* t of other in self when it is the start of a block both states hold (a
 * head node before a walked doubly linked segment), else nothing */
static mterm peer_block(const seg_heap *other, const seg_heap *self, mterm t) {
  if (t.k != 1) return (mterm){0, 0, 3};
  int bo = seg_heap_block_at(other, t.v), bs = seg_heap_block_at(self, t.v);
  if (bo >= 0 && bs >= 0 && other->s->bl[bo].lo == self->s->bl[bs].lo) return (mterm){self->s->bl[bs].lo, t.off, 1};
  /* (or an address in a stack or global block both hold: a sentinel, a
   * link inside it) */
  for (uint32_t i = 0; i < other->s->nblocks; i++) {
    const seg_block *x = &other->s->bl[i];
    int64_t d, sz;
    if (x->kind == SEG_B_HEAP || !seg_oc_diff(other->oc, t.v, x->lo, &d) ||
        !seg_oc_diff(other->oc, x->hi, x->lo, &sz) || d < 0 || d > sz)
      continue;
    for (uint32_t j = 0; j < self->s->nblocks; j++)
      if (self->s->bl[j].lo == x->lo && self->s->bl[j].kind == x->kind) return (mterm){x->lo, d + t.off, 1};
  }
  return (mterm){0, 0, 3};
}

/* the last values of a list's stepped fields on each side (terms), for the
 * list that follows it (an empty one continues the progression) */
typedef struct fterms {
  uint32_t n;
  struct {
    uint32_t off;
    ir_type_id ty;
    uint8_t view;
    int64_t step;
    mterm last[2];
  } f[SEG_LF_MAX];
} fterms;

/* the value of field f where a chain's end is: a concrete element's cell
 * or a list's first value of the same step (0: none) */
static uint32_t value_at(const seg_heap *h, uint32_t v, const seg_lf *f, int64_t step) {
  const seg_state *s = h->s;
  for (uint32_t i = 0; i < s->nli; i++) {
    const seg_list *l = &s->li[i];
    if (!seg_heap_same(h, l->ad, v)) continue;
    for (uint32_t q = 0; q < l->nf; q++)
      if (l->f[q].off == f->off && l->f[q].ty == f->ty && l->f[q].view == f->view && l->f[q].stepped &&
          l->f[q].step == step)
        return l->f[q].first;
    return 0;
  }
  int b = seg_heap_block_at(h, v);
  if (b < 0) return 0;
  for (uint32_t i = 0; i < s->npt; i++) {
    const seg_pt *p = &s->pt[i];
    int64_t off;
    if (p->ty == f->ty && p->view == f->view && seg_heap_cell_off(h, s->bl[b].lo, p, &off) &&
        off == (int64_t)f->off)
      return p->val;
  }
  return 0;
}

/* c's list for the chains ca (of a) and cb (of b) from the root cr */
/* field f of the lists that chains ca (of a) and cb (of b) become owns
 * its objects: in every concrete element it holds NULL or an object only
 * it refers to, every list of the chains owns it already.  The template
 * of them all, their blocks used (0: not owned; *lost: a list of the
 * chains owned it, and its objects are dropped) */
static uint32_t infer_own(seg_graph *g, seg_heap *ha, const seg_chain *ca, seg_heap *hb, const seg_chain *cb,
                          const seg_lf *f, bool *lost) {
  if (f->view != SEG_V_PTR || f->size != g->pbits / 8) return 0;
  seg_heap *hs[2] = {ha, hb};
  const seg_chain *cs[2] = {ca, cb};
  uint32_t own = 0;
  bool any = false, nul = false, ok = true, listown = false;
  seg_own_take tk[2];
  memset(tk, 0, sizeof tk);
  for (int side = 0; side < 2; side++)
    for (uint32_t i = 0; i < cs[side]->n; i++) {
      const seg_link *k = &cs[side]->link[i];
      const seg_state *s = hs[side]->s;
      if (k->list) {
        const seg_list *l = &s->li[k->idx];
        int q = seg_list_field(l, f->off, f->ty, f->view);
        uint32_t lo = q < 0 ? 0 : l->f[q].own;
        listown |= lo != 0 && !seg_own_is_null(g, lo);
        if (!lo) {
          ok = false;
          continue;
        }
        if (ok && !(own = any ? seg_own_join(g, own, lo) : lo)) ok = false;
        any = true;
        continue;
      }
      if (!ok) continue;
      uint32_t t = 0;
      int cell = seg_heap_ptr_cell(hs[side], s->bl[k->idx].lo, f->off, hs[side]->ptrbytes);
      int r = cell < 0 ? 0 : seg_own_classify(g, hs[side], s->pt[cell].val, cell, &t, &tk[side]);
      if (r == 0) {
        ok = false;
        continue;
      }
      if (r == 1) {
        nul = true;
        continue;
      }
      if (ok && !(own = any ? seg_own_join(g, own, t) : t)) ok = false;
      any = true;
    }
  if (!ok) {
    *lost |= listown;
    return 0;
  }
  if (!any && !nul) return 0;
  if (!any) own = seg_own_null(g); /* NULL everywhere so far */
  else if (nul) own = seg_own_nullable(g, own);
  for (int side = 0; side < 2; side++) seg_own_use(hs[side], &tk[side]);
  MT_INC(g->run, seg_own_inferred);
  return own;
}

/* the c-variable of a program value that is va in a and vb in b (the
 * same pointer, not the same variable: a cursor the walk reaches through
 * a cell), or 0 */
static uint32_t slot_corr(const seg_heap *ha, const seg_heap *hb, const seg_state *c, uint32_t va, uint32_t vb) {
  const seg_state *a = ha->s, *b = hb->s;
  for (uint32_t f = 0; f < a->nframes; f++)
    for (uint32_t j = 0; j < a->fr[f].f->nslots; j++) {
      uint32_t x = a->fr[f].lv[j], y = b->fr[f].lv[j];
      if (x && y && c->fr[f].lv[j] && seg_heap_ptr(ha, x) && seg_heap_ptr(hb, y) && seg_heap_same(ha, x, va) &&
          seg_heap_same(hb, y, vb))
        return c->fr[f].lv[j];
    }
  return 0;
}

static uint32_t mk_list(seg_graph *g, mstate *ms, seg_state *c, seg_heap *ha, const seg_chain *ca,
                        seg_heap *hb, const seg_chain *cb, uint32_t ra, uint32_t rb, uint32_t cr,
                        const mterm *prevlad, mterm *lad_out, const fterms *prevf, fterms *fout) {
  seg_list l;
  memset(&l, 0, sizeof l);
  l.ad = cr;
  /* roots at an intrusive element's start: the list starts at its link */
  if (ca->roff) {
    l.ad = corr_terms(g, ms, g->pbits, SEG_V_PTR, (mterm){ra, ca->roff, 1}, (mterm){rb, cb->roff, 1});
    seg_kb_rel(g, c, l.ad, SEG_EQ, cr, ca->roff);
  }
  l.esize = ca->esize;
  l.noff = ca->noff;
  l.loff = ca->loff;
  l.poff = ca->poff == UINT32_MAX ? 0 : ca->poff;
  l.pty = ca->pty;
  seg_heap *hs[2] = {ha, hb};
  const seg_chain *cs[2] = {ca, cb};
  for (int side = 0; side < 2 && !l.site.line; side++)
    if (cs[side]->n) {
      const seg_link *k = &cs[side]->link[0];
      l.site = k->list ? hs[side]->s->li[k->idx].site : hs[side]->s->bl[k->idx].site;
    }
  l.ety = ca->ety ? ca->ety : cb->ety;
  l.tgt = ca->eoff || cb->eoff
              ? corr_terms(g, ms, g->pbits, SEG_V_PTR, (mterm){ca->end, ca->eoff, 1}, (mterm){cb->end, cb->eoff, 1})
              : slot_corr(ha, hb, c, ca->end, cb->end);
  if (!l.tgt) l.tgt = corr(g, ms, ca->end, cb->end);
  /* a block both states have that the list ends at: matched by that (one
   * side may reach it through the list, the other through a program
   * value: a chain cut where the data change) */
  {
    int ba = ca->eoff ? -1 : seg_heap_block_at(ha, ca->end), bb = cb->eoff ? -1 : seg_heap_block_at(hb, cb->end);
    uint32_t lo = ba >= 0 ? ha->s->bl[ba].lo : 0;
    if (ba >= 0 && bb >= 0 && lo == hb->s->bl[bb].lo && lo < ms->A.n && lo < ms->B.n && !vmap_set(&ms->A, lo) &&
        !vmap_set(&ms->B, lo))
      ms->A.to[lo] = ms->B.to[lo] = l.tgt;
  }
  l.len = corr_terms(g, ms, 0, SEG_V_S, chain_len(ha, ca), chain_len(hb, cb));
  uint32_t ends[2][2][3] = {{{0}}}; /* side, first/last, (ad, next, prev) */
  int64_t eo[2][2] = {{0}};          /* side, first/last: ad's offset */
  for (int side = 0; side < 2; side++)
    if (cs[side]->n)
      for (int e = 0; e < 2; e++)
        link_ends(hs[side], cs[side], e == 0, &ends[side][e][0], &eo[side][e], &ends[side][e][1],
                  &ends[side][e][2]);
  unsigned pbits = g->pbits;
  /* the address and pointer fields of the ends; an empty side takes what
   * the other side's values are there (NULL, or the same program value's):
   * any values do for an empty list -- but a doubly linked one has lad = bk */
  mterm et[2][4]; /* side: lad, fnext, bk, lprev */
  for (int side = 0; side < 2; side++) {
    et[side][0] = vterm(ends[side][1][0]);
    if (et[side][0].k == 1) et[side][0].off = eo[side][1];
    et[side][1] = vterm(ends[side][0][1]);
    et[side][2] = vterm(ends[side][0][2]);
    et[side][3] = vterm(ends[side][1][2]);
  }
  for (int side = 0; side < 2; side++) {
    if (cs[side]->n || !cs[1 - side]->n) continue;
    for (int q = 0; q < 4; q++) et[side][q] = peer_term(hs[1 - side], hs[side], et[1 - side][q]);
    /* an empty doubly linked list after another one: its bk is that
     * list's last element, as the other side's (the junction of the two) */
    if (ca->poff != UINT32_MAX && prevlad) et[side][2] = prevlad[side];
    /* the block the other side's first element points back to, held by
     * both states (a head node): the empty segment's back pointer too */
    if (ca->poff != UINT32_MAX && et[side][2].k == 3) et[side][2] = peer_block(hs[1 - side], hs[side], et[1 - side][2]);
    /* the other side's back pointer is its target (a ring around a
     * sentinel: the first element's prev and the last one's next are the
     * sentinel's address): so is the empty side's */
    const seg_chain *co = cs[1 - side];
    if (ca->poff != UINT32_MAX && et[side][2].k == 3 && et[1 - side][2].k == 1 &&
        seg_heap_same_off(hs[1 - side], et[1 - side][2].v, co->end, co->eoff - et[1 - side][2].off))
      et[side][2] = (mterm){cs[side]->end, cs[side]->eoff, 1};
    if (ca->poff != UINT32_MAX) et[side][0] = et[side][2];
  }
  if (lad_out)
    for (int side = 0; side < 2; side++) lad_out[side] = et[side][0];
  l.lad = corr_terms(g, ms, pbits, SEG_V_PTR, et[0][0], et[1][0]);
  l.fnext = corr_terms(g, ms, pbits, SEG_V_PTR, et[0][1], et[1][1]);
  if (ca->poff != UINT32_MAX) {
    l.bk = corr_terms(g, ms, pbits, SEG_V_PTR, et[0][2], et[1][2]);
    l.lprev = corr_terms(g, ms, pbits, SEG_V_PTR, et[0][3], et[1][3]);
  }
  seg_lf fs[SEG_LF_MAX];
  uint32_t nf = 0;
  for (int side = 0; side < 2; side++)
    if (cs[side]->n) {
      nf = link_fields(hs[side], cs[side], &cs[side]->link[0], fs, nf);
      nf = link_fields(hs[side], cs[side], &cs[side]->link[cs[side]->n - 1], fs, nf);
    }
  if (fout) fout->n = 0;
  for (uint32_t q = 0; q < nf; q++) {
    seg_lf f = fs[q];
    f.own = infer_own(g, ha, ca, hb, cb, &f, &ms->own_lost);
    uint32_t v[2][2] = {{0}}; /* side, first/last */
    for (int side = 0; side < 2; side++)
      if (cs[side]->n) {
        v[side][0] = link_field(hs[side], &cs[side]->link[0], &f, true);
        v[side][1] = link_field(hs[side], &cs[side]->link[cs[side]->n - 1], &f, false);
      }
    unsigned bits = seg_bits(g, f.ty);
    mterm t[2][2]; /* side, first/last */
    for (int side = 0; side < 2; side++)
      for (int e = 0; e < 2; e++) t[side][e] = vterm(v[side][e]);
    /* a constant step between the values of consecutive elements in both
     * states (indices: 0, 1, 2, ...); an empty side's ends are virtual:
     * first the value of the element after it, last the one before */
    f.stepped = 0;
    f.step = 0;
    int64_t st[2] = {0, 0};
    int r[2] = {-1, -1};
    if (f.view != SEG_V_PTR) {
      r[0] = seg_chain_step(ha, ca, &f, &st[0]);
      r[1] = seg_chain_step(hb, cb, &f, &st[1]);
    }
    if (r[0] == 0 && r[1] == 0 && f.view != SEG_V_PTR) {
      /* one element at most on either side: step 0 when every element
       * there holds one constant (a size or a tag the builder stores;
       * any step holds for so few elements) */
      bool same = true, seen = false;
      int64_t k0 = 0;
      for (int side = 0; side < 2 && same; side++)
        for (uint32_t i = 0; i < cs[side]->n && same; i++) {
          int64_t kv = 0;
          uint32_t x = cs[side]->link[i].list ? 0 : link_field(hs[side], &cs[side]->link[i], &f, true);
          same = x && seg_oc_value(hs[side]->oc, x, &kv) && (!seen || kv == k0);
          k0 = kv;
          seen = true;
        }
      if (same && seen) r[0] = 1, st[0] = 0;
    }
    if (r[0] >= 0 && r[1] >= 0 && (r[0] || r[1]) && (!r[0] || !r[1] || st[0] == st[1])) {
      int64_t step = r[0] ? st[0] : st[1];
      bool ok = true;
      for (int side = 0; side < 2 && ok; side++) {
        if (cs[side]->n) {
          ok = v[side][0] && v[side][1];
          continue;
        }
        uint32_t nx = value_at(hs[side], cs[side]->end, &f, step);
        mterm pl = {0, 0, 3};
        for (uint32_t k = 0; prevf && k < prevf->n; k++)
          if (prevf->f[k].off == f.off && prevf->f[k].ty == f.ty && prevf->f[k].view == f.view &&
              prevf->f[k].step == step)
            pl = prevf->f[k].last[side];
        /* (a constant list next to another constant: its own value, the
         * other side's -- data kept apart) */
        int64_t cx, co;
        const seg_heap *ho = hs[1 - side];
        uint32_t vo = v[1 - side][0];
        if (!step && vo && seg_oc_value(ho->oc, vo, &co)) {
          if (nx && seg_oc_value(hs[side]->oc, nx, &cx) && cx != co) nx = 0, pl.k = 3;
          if ((pl.k == 1 && !pl.off && seg_oc_value(hs[side]->oc, pl.v, &cx) && cx != co) ||
              (pl.k == 2 && pl.off != co))
            pl.k = 3;
          if (!nx && pl.k == 3) {
            t[side][0] = t[side][1] = (mterm){0, 0, MT_ANY};
            continue;
          }
        }
        if (nx) {
          t[side][0] = (mterm){nx, 0, 1};
          t[side][1] = (mterm){nx, -step, 1};
        } else if (pl.k == 1 || pl.k == 2) {
          t[side][1] = pl;
          t[side][0] = pl;
          t[side][0].off += step;
        } else {
          t[side][0] = t[side][1] = (mterm){0, 0, step ? 3 : MT_ANY};
        }
      }
      if (ok) {
        f.stepped = 1;
        f.step = step;
      }
    }
    if (f.stepped) {
      f.first = corr_terms(g, ms, bits, (seg_view)f.view, t[0][0], t[1][0]);
      f.last = corr_terms(g, ms, bits, (seg_view)f.view, t[0][1], t[1][1]);
      if (fout && fout->n < SEG_LF_MAX) {
        fout->f[fout->n].off = f.off;
        fout->f[fout->n].ty = f.ty;
        fout->f[fout->n].view = f.view;
        fout->f[fout->n].step = f.step;
        for (int side = 0; side < 2; side++) fout->f[fout->n].last[side] = t[side][1];
        fout->n++;
      }
    } else {
      /* a value known on one side only says nothing about c */
      mterm any = {0, 0, MT_ANY};
      f.first = (v[0][0] || !ca->n) && (v[1][0] || !cb->n) && (v[0][0] || v[1][0])
                    ? corr_terms(g, ms, bits, (seg_view)f.view, ca->n ? vterm(v[0][0]) : any,
                                 cb->n ? vterm(v[1][0]) : any)
                    : 0;
      f.last = (v[0][1] || !ca->n) && (v[1][1] || !cb->n) && (v[0][1] || v[1][1])
                   ? corr_terms(g, ms, bits, (seg_view)f.view, ca->n ? vterm(v[0][1]) : any,
                                cb->n ? vterm(v[1][1]) : any)
                   : 0;
    }
    l.f[l.nf++] = f;
  }
  /* owned objects of the chains' lists that the new list does not own are dropped */
  for (int side = 0; side < 2; side++)
    for (uint32_t i = 0; i < cs[side]->n; i++) {
      if (!cs[side]->link[i].list) continue;
      const seg_list *m = &hs[side]->s->li[cs[side]->link[i].idx];
      for (uint32_t k = 0; k < m->nf; k++) {
        int q = seg_list_field(&l, m->f[k].off, m->f[k].ty, m->f[k].view);
        ms->own_lost |= m->f[k].own && !seg_own_is_null(g, m->f[k].own) && !(q >= 0 && l.f[q].own);
      }
    }
  /* where the list was made: the lists of the chains', when they agree,
   * else here */
  {
    const seg_frame *fr = &c->fr[c->nframes - 1];
    l.bf = fr->f, l.bb = fr->block;
    const seg_list *from = NULL;
    bool agree = true;
    for (int side = 0; side < 2; side++)
      for (uint32_t i = 0; i < cs[side]->n; i++) {
        if (!cs[side]->link[i].list) continue;
        const seg_list *m = &hs[side]->s->li[cs[side]->link[i].idx];
        if (!from) from = m;
        else agree &= m->bf == from->bf && m->bb == from->bb;
      }
    if (from && agree && from->bf) l.bf = from->bf, l.bb = from->bb;
  }
  seg_lin zero = seg_lc(0), len = seg_lv(l.len), t;
  if (seg_atom_le(&t, &zero, &len)) seg_kb_add(g, c, &t);
  seg_list_add(g, c, &l);
  if (ca->nlists || cb->nlists) MT_INC(g->run, seg_list_extended);
  else MT_INC(g->run, seg_list_inferred);
  MT_LOG(g->run, 2, "seg", "merge: list at v%u (lengths %u%s and %u%s)", cr, ca->n - ca->nlists,
         ca->nlists ? "+list" : "", cb->n - cb->nlists, cb->nlists ? "+list" : "");
  if (mt_log_on(g->run, 4)) {
    mt_buf bf = {0};
    mt_buf_printf(&bf, "next @%u prev @%d:", ca->noff, ca->poff == UINT32_MAX ? -1 : (int)ca->poff);
    for (int side = 0; side < 2; side++) {
      mt_buf_printf(&bf, side ? "; b:" : " a:");
      for (uint32_t i = 0; i < cs[side]->n; i++) {
        const seg_link *k = &cs[side]->link[i];
        if (k->list) mt_buf_printf(&bf, " list v%u", hs[side]->s->li[k->idx].ad);
        else mt_buf_printf(&bf, " v%u", hs[side]->s->bl[k->idx].lo);
      }
      mt_buf_printf(&bf, " -> v%u", cs[side]->end);
    }
    MT_LOG(g->run, 4, "seg", "  chains %s", bf.data);
    mt_buf_free(&bf);
  }
  return l.tgt;
}

/* the value of the slot (of any frame) that names v in the state of h,
 * taken in the state of peer; 0 if no slot names v or it is the root r */
static uint32_t slot_peer(const seg_heap *h, const seg_heap *peer, uint32_t v, uint32_t r) {
  const seg_state *s = h->s, *t = peer->s;
  if (seg_heap_same(h, v, r)) return 0;
  for (uint32_t f = 0; f < s->nframes; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++) {
      uint32_t x = s->fr[f].lv[j];
      if (x && t->fr[f].lv[j] && seg_heap_ptr(h, x) && seg_heap_same(h, x, v)) return t->fr[f].lv[j];
    }
  /* (or a cell of a stack or global block both states have: a pointer
   * the program keeps in memory, `*pp = list`) */
  for (uint32_t i = 0; i < s->npt; i++) {
    const seg_pt *p = &s->pt[i];
    if (p->view != SEG_V_PTR || !seg_heap_same(h, p->val, v)) continue;
    for (uint32_t k = 0; k < s->nblocks; k++) {
      int64_t off;
      if (s->bl[k].kind == SEG_B_HEAP || !seg_heap_cell_off(h, s->bl[k].lo, p, &off)) continue;
      for (uint32_t q = 0; q < t->npt; q++) {
        int64_t poff;
        if (t->pt[q].view == SEG_V_PTR && t->pt[q].size == p->size &&
            seg_heap_cell_off(peer, s->bl[k].lo, &t->pt[q], &poff) && poff == off)
          return t->pt[q].val;
      }
    }
  }
  return 0;
}

/* the ends of the two chains can be one list's target: not NULL in one
 * state where the other ends at the start of a heap block no element of
 * the kind can be (another size).  Such a pair links blocks of different
 * types by a field both happen to have at the same offset (a list item
 * whose down field at 8 points to an element of an inner list, whose
 * payload pointer at 8 points to an int): the list would swallow the
 * inner element and lose the block at its end. */
static bool ends_fit(const seg_heap *ha, const seg_chain *ca, const seg_heap *hb, const seg_chain *cb) {
  for (int side = 0; side < 2; side++) {
    const seg_heap *h = side ? hb : ha, *o = side ? ha : hb;
    const seg_chain *c = side ? cb : ca, *oc = side ? ca : cb;
    int64_t k;
    if (oc->eoff || c->eoff || !seg_oc_value(o->oc, oc->end, &k) || k != 0) continue;
    int b = seg_heap_block_link(h, c->end, c->loff);
    int64_t d;
    if (b >= 0 && seg_oc_diff(h->oc, h->s->bl[b].hi, h->s->bl[b].lo, &d) && d + 1 != (int64_t)c->esize)
      return false;
  }
  return true;
}

/* the chains end at the same value in both states: NULL, or the same
 * offset of a block both have (a sentinel) */
static bool same_end(const seg_heap *ha, const seg_chain *ca, const seg_heap *hb, const seg_chain *cb) {
  int64_t x, y;
  if (seg_oc_value(ha->oc, ca->end, &x) && seg_oc_value(hb->oc, cb->end, &y)) return x + ca->eoff == y + cb->eoff;
  for (uint32_t i = 0; i < ha->s->nblocks; i++) {
    uint32_t lo = ha->s->bl[i].lo;
    if (!seg_oc_diff(ha->oc, ca->end, lo, &x)) continue;
    for (uint32_t j = 0; j < hb->s->nblocks; j++)
      if (hb->s->bl[j].lo == lo && seg_oc_diff(hb->oc, cb->end, lo, &y)) return x + ca->eoff == y + cb->eoff;
  }
  return false;
}

/* the two chains are the same memory in both states: the same blocks
 * and lists, link by link, with a concrete element (one the loop did not
 * touch, before a list it did not touch either: the element stays a block
 * of its own, the list is a root of its own then) */
static bool same_links(const seg_heap *ha, const seg_chain *ca, const seg_heap *hb, const seg_chain *cb) {
  if (ca->n != cb->n || ca->nlists == ca->n) return false; /* lists alone are carried by a list of c */
  for (uint32_t i = 0; i < ca->n; i++) {
    const seg_link *x = &ca->link[i], *y = &cb->link[i];
    if (x->list != y->list) return false;
    if (x->list) {
      const seg_list *p = &ha->s->li[x->idx], *q = &hb->s->li[y->idx];
      if (p->ad != q->ad || p->len != q->len || p->tgt != q->tgt) return false;
    } else if (ha->s->bl[x->idx].lo != hb->s->bl[y->idx].lo) {
      return false;
    }
  }
  return true;
}

/* a concrete element of the chain holds, in a field a list of the chain
 * owns objects through, something that is no such object (the inner list
 * a destructor is walking, a field not written yet): the element cannot
 * join that list without the list's objects being lost -- it stays a
 * block of its own (the list after it is a root then) */
static bool own_conflict(seg_graph *g, seg_heap *h, const seg_chain *c) {
  const seg_state *s = h->s;
  for (uint32_t i = 0; i < c->n; i++) {
    if (!c->link[i].list) continue;
    const seg_list *l = &s->li[c->link[i].idx];
    for (uint32_t k = 0; k < l->nf; k++) {
      if (!l->f[k].own || seg_own_is_null(g, l->f[k].own)) continue;
      for (uint32_t j = 0; j < c->n; j++) {
        if (c->link[j].list) continue;
        int cell = seg_heap_ptr_cell(h, s->bl[c->link[j].idx].lo, l->f[k].off, h->ptrbytes);
        if (cell < 0) return true;
        uint32_t t;
        seg_own_take tk;
        memset(&tk, 0, sizeof tk);
        /* the element itself is the chain's (used): classify sees the rest */
        if (seg_own_classify(g, h, s->pt[cell].val, cell, &t, &tk) == 0) return true;
      }
    }
  }
  return false;
}

static void walk_pair(const seg_graph *g, seg_heap *ha, seg_heap *hb, uint32_t ra, uint32_t rb,
                      const seg_chain *kind, seg_chain *ca, seg_chain *cb, bool cont);

/* ---- data kept apart ----------------------------------------------------------------
 * A list whose payload field holds one constant in every element (step 0)
 * and what follows it in a chain holding another constant there (a list
 * built in phases: tags 1, then 2) are two lists, not one whose field is
 * only known to lie between the constants: a chain is cut where a field
 * that some list of it holds constant changes its constant, and the rest
 * becomes a list of its own (merge_root's continuation). */

#define APART_F 8
/* the constant fields of c's lists */
static uint32_t apart_fields(const seg_heap *h, const seg_chain *c, seg_lf *out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < c->n; i++) {
    if (!c->link[i].list) continue;
    const seg_list *l = &h->s->li[c->link[i].idx];
    for (uint32_t q = 0; q < l->nf && n < APART_F; q++) {
      if (!seg_lf_const(&l->f[q])) continue;
      bool dup = false;
      for (uint32_t k = 0; k < n && !dup; k++)
        dup = out[k].off == l->f[q].off && out[k].ty == l->f[q].ty && out[k].view == l->f[q].view;
      if (!dup) out[n++] = l->f[q];
    }
  }
  return n;
}

/* link k is a list this loop inherited (made at another loop head): the
 * data of a phase before this loop */
static bool link_inherited(const seg_heap *h, const seg_link *k) {
  return k->list && seg_list_inherited(&h->s->li[k->idx], h->s);
}

/* links x and y of chains (of heaps hx, hy) hold provably different
 * constants in one of the fields f */
static bool links_differ(const seg_heap *hx, const seg_link *x, const seg_heap *hy, const seg_link *y,
                         const seg_lf *f, uint32_t nf) {
  for (uint32_t q = 0; q < nf; q++) {
    uint32_t u = link_const(hx, x, &f[q]), v = link_const(hy, y, &f[q]);
    int64_t cu, cv, d;
    if (!u || !v) continue;
    if (hx == hy ? seg_oc_diff(hx->oc, u, v, &d) && d != 0
                 : seg_oc_value(hx->oc, u, &cu) && seg_oc_value(hy->oc, v, &cv) && cu != cv)
      return true;
  }
  return false;
}

/* the first link of c that holds another constant than the link before it
 * (0: none) */
static uint32_t apart_at(const seg_heap *h, const seg_chain *c, const seg_lf *f, uint32_t nf) {
  for (uint32_t i = 1; i < c->n; i++)
    if ((link_inherited(h, &c->link[i - 1]) || link_inherited(h, &c->link[i])) &&
        links_differ(h, &c->link[i - 1], h, &c->link[i], f, nf))
      return i;
  return 0;
}

/* the runs of c from link i on (links next to each other that hold no
 * provably different constants are one run): the index of each run's first
 * link in rep, their number returned */
static uint32_t apart_runs(const seg_heap *h, const seg_chain *c, uint32_t i, const seg_lf *f, uint32_t nf,
                           uint32_t *rep) {
  uint32_t n = 0;
  for (; i < c->n; i++)
    if (!n || links_differ(h, &c->link[rep[n - 1]], h, &c->link[i], f, nf)) rep[n++] = i;
  return n;
}

/* how well chain x from link i and chain y from link j agree run by run:
 * the runs that pair up from the front without provably different
 * constants, less the difference of their numbers of runs */
static int runs_match(const seg_heap *hx, const seg_chain *x, uint32_t i, const seg_heap *hy, const seg_chain *y,
                      uint32_t j, const seg_lf *f, uint32_t nf) {
  uint32_t rx[SEG_CHAIN_MAX], ry[SEG_CHAIN_MAX];
  uint32_t nx = apart_runs(hx, x, i, f, nf, rx), ny = apart_runs(hy, y, j, f, nf, ry), k = 0;
  while (k < nx && k < ny && !links_differ(hx, &x->link[rx[k]], hy, &y->link[ry[k]], f, nf)) k++;
  return (int)k - (int)(nx > ny ? nx - ny : ny - nx);
}

/* the constant fields of the lists of h's state that are of chain kind k */
static uint32_t kind_fields(const seg_heap *h, const seg_chain *k, seg_lf *out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < h->s->nli; i++) {
    const seg_list *l = &h->s->li[i];
    if (l->esize != k->esize || l->noff != k->noff || l->loff != k->loff) continue;
    for (uint32_t q = 0; q < l->nf && n < APART_F; q++) {
      if (!seg_lf_const(&l->f[q])) continue;
      bool dup = false;
      for (uint32_t j = 0; j < n && !dup; j++)
        dup = out[j].off == l->f[q].off && out[j].ty == l->f[q].ty && out[j].view == l->f[q].view;
      if (!dup) out[n++] = l->f[q];
    }
  }
  return n;
}

/* both chains start with one element, the same block in both states (it
 * was there before the loop: a marked element a walk passes), that holds
 * the same constant in a field where a later link of either chain holds
 * another: it stays an element, not the first of a list of mixed data */
static bool fixed_first(const seg_heap *ha, const seg_chain *ca, const seg_heap *hb, const seg_chain *cb,
                        const seg_lf *f, uint32_t nf) {
  if (!ca->n || !cb->n || ca->link[0].list || cb->link[0].list) return false;
  if (ha->s->bl[ca->link[0].idx].lo != hb->s->bl[cb->link[0].idx].lo) return false;
  if (links_differ(ha, &ca->link[0], hb, &cb->link[0], f, nf)) return false;
  for (uint32_t q = 0; q < nf; q++) {
    uint32_t u = link_const(ha, &ca->link[0], &f[q]), v = link_const(hb, &cb->link[0], &f[q]);
    int64_t cu, cv;
    if (!u || !v || !seg_oc_value(ha->oc, u, &cu) || !seg_oc_value(hb->oc, v, &cv) || cu != cv) continue;
    for (int side = 0; side < 2; side++) {
      const seg_heap *h = side ? hb : ha;
      const seg_chain *c = side ? cb : ca;
      for (uint32_t i = 1; i < c->n; i++)
        if (links_differ(h, &c->link[0], h, &c->link[i], &f[q], 1)) return true;
    }
  }
  return false;
}

/* c (walked from r) cut to its first n links; false (c unchanged in
 * effect: walked again) when the walk does not stop there */
static bool cut_chain(seg_graph *g, seg_heap *h, uint32_t r, const seg_chain *kind, seg_chain *c, uint32_t n) {
  unsigned pb = g->pbits / 8;
  const seg_link *k = n ? &c->link[n - 1] : NULL;
  uint32_t stop = !k ? r : k->list ? h->s->li[k->idx].tgt : h->s->pt[k->ncell].val;
  seg_chain_release(h, c);
  *c = *kind;
  seg_chain_walk_to(h, r, stop, pb, c);
  /* an end at a block's start is that block's start variable (the other
   * side's chain may reach the block as a list's target) */
  int bk = c->eoff ? -1 : seg_heap_block_at(h, c->end);
  if (bk >= 0) c->end = h->s->bl[bk].lo;
  return c->n == n;
}

/* no clean cut: the chains as walk_pair makes them */
static void rewalk_pair(seg_graph *g, seg_heap *ha, seg_heap *hb, uint32_t ra, uint32_t rb, const seg_chain *kind,
                        seg_chain *ca, seg_chain *cb, bool cont) {
  seg_chain_release(ha, ca);
  seg_chain_release(hb, cb);
  walk_pair(g, ha, hb, ra, rb, kind, ca, cb, cont);
}

/* cuts the chains ca and cb (walked from ra and rb) where their data break
 * apart; when the cut parts hold different constants and the other side's
 * rest starts with this side's constant, this side's chain is cut before
 * everything (what the other side has before is new); true when cut */
static bool apart_split(seg_graph *g, seg_heap *ha, seg_heap *hb, uint32_t ra, uint32_t rb, const seg_chain *kind,
                        seg_chain *ca, seg_chain *cb, bool cont) {
  seg_lf f[4 * APART_F];
  uint32_t nf = apart_fields(ha, ca, f);
  nf += apart_fields(hb, cb, f + nf);
  if (!nf) { /* chains of elements only: the constants of the lists of their kind */
    nf = kind_fields(ha, kind, f);
    nf += kind_fields(hb, kind, f + nf);
  }
  if (!nf) return false;
  seg_heap *hs[2] = {ha, hb};
  seg_chain *cs[2] = {ca, cb};
  uint32_t rs[2] = {ra, rb};
  uint32_t at[2] = {apart_at(ha, ca, f, nf), apart_at(hb, cb, f, nf)};
  if (!at[0] && !at[1] && fixed_first(ha, ca, hb, cb, f, nf)) at[0] = at[1] = 1;
  if (!at[0] && !at[1]) return false;
  /* the first parts differ: the side whose first link the other's rest
   * starts with is cut before everything; when both qualify, the one
   * whose whole chain the other's rest matches in more runs (a prefix the
   * other state has walked past: [W, B, W] against [B, W] keeps B with B) */
  if (ca->n && cb->n && links_differ(ha, &ca->link[0], hb, &cb->link[0], f, nf)) {
    int side = -1, best = INT32_MIN;
    for (int x = 0; x < 2; x++) {
      if (!at[1 - x] || links_differ(hs[x], &cs[x]->link[0], hs[1 - x], &cs[1 - x]->link[at[1 - x]], f, nf))
        continue;
      int sc = runs_match(hs[x], cs[x], 0, hs[1 - x], cs[1 - x], at[1 - x], f, nf);
      if (sc > best) best = sc, side = x;
    }
    if (side < 0) return false;
    at[side] = UINT32_MAX; /* (the empty cut) */
  }
  bool ok = true;
  for (int side = 0; side < 2 && ok; side++)
    if (at[side]) ok = cut_chain(g, hs[side], rs[side], kind, cs[side], at[side] == UINT32_MAX ? 0 : at[side]);
  if (ok) return true;
  rewalk_pair(g, ha, hb, ra, rb, kind, ca, cb, cont);
  return false;
}

/* a chain of several lists (lists kept apart by the fold, or by an
 * earlier merge) is cut after its first list, on either side: the rest
 * is the continuation's, so that each list of c stands for at most one
 * list of each side */
static void lists_cut(seg_graph *g, seg_heap *ha, seg_heap *hb, uint32_t ra, uint32_t rb, const seg_chain *kind,
                      seg_chain *ca, seg_chain *cb, bool cont) {
  seg_heap *hs[2] = {ha, hb};
  seg_chain *cs[2] = {ca, cb};
  uint32_t rs[2] = {ra, rb};
  bool ok = true;
  for (int side = 0; side < 2 && ok; side++) {
    seg_chain *c = cs[side];
    if (c->nlists <= 1) continue;
    uint32_t j = 0;
    while (!c->link[j].list) j++;
    ok = cut_chain(g, hs[side], rs[side], kind, c, j + 1);
  }
  if (!ok) rewalk_pair(g, ha, hb, ra, rb, kind, ca, cb, cont);
}

/* the chains from a's ra and b's rb (c's cr): a list of c when they
 * differ (lengths, or a list in either); true when one was made */
/* the chains of one kind from ra and rb (their ends corresponding: a
 * chain that ends at another program value's element ends at that value's
 * in the other state too -- a cursor: the walked prefix from the head ends
 * where the cursor is in both) */
/* Chain c (of state h, from r) ends with an element that a program value
 * X names (a concrete element -- a chain may take a named element when its
 * next is NULL: a tail pointer -- or a list's last element).  When X names
 * an element of the other chain co before its last one (a cursor that
 * starts at the head and has walked to the end), the element is a cut
 * point: *stop_here is its address, *stop_other X's value in the other
 * state.  When X is NULL in the other state while co has elements (a
 * cursor that walked backwards off the front of a doubly linked list: the
 * prefix up to it is empty there), co is empty: *stop_other is its root
 * ro, *stop_here 0. */
static bool starts_taken(const seg_heap *h, uint32_t r, uint32_t loff);
static bool named_last_conflict(const seg_heap *h, const seg_chain *c, uint32_t r, const seg_heap *ho,
                                const seg_chain *co, uint32_t ro, uint32_t *stop_here, uint32_t *stop_other) {
  if (!c->n) return false;
  const seg_state *s = h->s, *o = ho->s;
  const seg_link *kl = &c->link[c->n - 1];
  uint32_t e = kl->list ? s->li[kl->idx].lad : s->bl[kl->idx].lo;
  if (seg_heap_same(h, e, r)) return false;
  for (uint32_t f = 0; f < s->nframes; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++) {
      uint32_t x = s->fr[f].lv[j], y = o->fr[f].lv[j];
      if (!x || !y || !seg_heap_ptr(h, x) || !seg_heap_same(h, x, e)) continue;
      int64_t yv;
      if (co->n && seg_oc_value(ho->oc, y, &yv) && yv == 0) {
        *stop_here = 0;
        *stop_other = ro;
        return true;
      }
      if (kl->list) continue;
      /* X stands at the other chain's root, which is empty there because
       * another chain took what it starts (a cursor merged from already,
       * at the head in one state and at the last element in the other):
       * X's element is that chain's, not this one's */
      if (!co->n && seg_heap_same(ho, y, ro) && starts_taken(ho, ro, co->loff)) {
        *stop_here = e;
        *stop_other = ro;
        return true;
      }
      for (uint32_t i = 0; i + 1 < co->n; i++) {
        const seg_link *k = &co->link[i];
        uint32_t ad = k->list ? o->li[k->idx].ad : o->bl[k->idx].lo;
        if (!seg_heap_same(ho, y, ad)) continue;
        *stop_here = e;
        *stop_other = y;
        return true;
      }
    }
  return false;
}

/* an empty chain from r where r starts a list or an element another chain
 * of the merge took: what follows there is that chain's (a continuation
 * after a list whose end, in one state, is where another list starts) */
/* r starts a list or an element that another chain of the merge took */
static bool starts_taken(const seg_heap *h, uint32_t r, uint32_t loff) {
  for (uint32_t i = 0; i < h->s->nli; i++)
    if (h->used_l[i] && seg_heap_same(h, h->s->li[i].ad, r)) return true;
  int b = seg_heap_block_link(h, r, loff);
  return b >= 0 && h->used_b[b];
}

static bool named_both(const seg_heap *ha, const seg_heap *hb, uint32_t lo);

static bool chain_has_block(const seg_heap *h, const seg_chain *c, uint32_t lo) {
  for (uint32_t i = 0; i < c->n; i++)
    if (!c->link[i].list && h->s->bl[c->link[i].idx].lo == lo) return true;
  return false;
}

/* the start of chain c's last element (of heap h) when it is a block of
 * both states that one program value names in both, and no element of
 * the other chain oc (of heap o) -- a sentinel after the elements -- and
 * the chain is more than the root's own element (a cursor at a named
 * element in one state only starts a list there); 0 otherwise */
static uint32_t fixed_alone(const seg_heap *ha, const seg_heap *hb, const seg_heap *h, const seg_chain *c,
                            const seg_heap *o, const seg_chain *oc, bool cont) {
  if (!c->n || c->link[c->n - 1].list || (c->n < 2 && !cont)) return 0;
  uint32_t lo = h->s->bl[c->link[c->n - 1].idx].lo;
  bool in_o = false;
  for (uint32_t j = 0; j < o->s->nblocks && !in_o; j++) in_o = o->s->bl[j].lo == lo;
  return in_o && !chain_has_block(o, oc, lo) && named_both(ha, hb, lo) ? lo : 0;
}

static void walk_pair(const seg_graph *g, seg_heap *ha, seg_heap *hb, uint32_t ra, uint32_t rb,
                      const seg_chain *kind, seg_chain *ca, seg_chain *cb, bool cont) {
  unsigned pb = g->pbits / 8;
  *ca = *cb = *kind;
  seg_chain_walk(ha, ra, 0, pb, ca);
  seg_chain_walk(hb, rb, 0, pb, cb);
  uint32_t sa = 0, sb = 0;
  for (int iter = 0; iter < 3; iter++) {
    uint32_t na = slot_peer(hb, ha, cb->end, rb), nb = slot_peer(ha, hb, ca->end, ra);
    if (na == sa && nb == sb) break;
    sa = na, sb = nb;
    seg_chain_release(ha, ca);
    seg_chain_release(hb, cb);
    *ca = *cb = *kind;
    seg_chain_walk_to(ha, ra, sa, pb, ca);
    seg_chain_walk_to(hb, rb, sb, pb, cb);
  }
  /* a sentinel both states have is an element of both chains or of neither */
  for (int side = 0; side < 2; side++) {
    seg_heap *h = side ? hb : ha, *o = side ? ha : hb;
    seg_chain *c = side ? cb : ca, *oc = side ? ca : cb;
    /* (a single element where the other chain is empty because its root
     * is an element or list another chain took counts too, for roots
     * that differ: a cursor that stands at the sentinel in one state) */
    bool taken = ra != rb && !oc->n && starts_taken(o, side ? ra : rb, oc->loff);
    uint32_t stop = fixed_alone(ha, hb, h, c, o, oc, cont || taken);
    if (!stop) continue;
    seg_chain_release(h, c);
    *c = *kind;
    seg_chain_walk(h, side ? rb : ra, stop, pb, c);
  }
  uint32_t xa = 0, xb = 0;
  if (named_last_conflict(hb, cb, rb, ha, ca, ra, &xb, &xa) ||
      named_last_conflict(ha, ca, ra, hb, cb, rb, &xa, &xb)) {
    seg_chain_release(ha, ca);
    seg_chain_release(hb, cb);
    *ca = *cb = *kind;
    seg_chain_walk(ha, ra, xa, pb, ca);
    seg_chain_walk(hb, rb, xb, pb, cb);
  }
}

/* an empty chain from r, where r is the last element of a list of h's
 * state (a tail pointer of a list another root starts): r is no list's
 * start in that state, it points into a structure -- no list from it */
static bool at_list_end(const seg_heap *h, const seg_chain *c, uint32_t r) {
  if (c->n) return false;
  for (uint32_t i = 0; i < h->s->nli; i++) {
    const seg_list *l = &h->s->li[i];
    if (seg_heap_same(h, l->lad, r) && !seg_heap_same(h, l->ad, r)) return true;
  }
  return false;
}

/* chains x and y are of one kind: element size, next, prev and link
 * offsets (and the root's offset, when roff) */
static bool kind_eq(const seg_chain *x, const seg_chain *y, bool roff) {
  return x->esize == y->esize && x->noff == y->noff && x->poff == y->poff && x->loff == y->loff &&
         (!roff || x->roff == y->roff);
}

/* chain c (of heap h) has an element at v or ends at v */
static bool chain_reaches(const seg_heap *h, const seg_chain *c, uint32_t v) {
  const seg_state *s = h->s;
  if (seg_heap_same_off(h, v, c->end, c->eoff)) return true;
  for (uint32_t i = 0; i < c->n; i++) {
    const seg_link *k = &c->link[i];
    /* (at its link or at its start) */
    uint32_t x = k->list ? s->li[k->idx].ad : s->bl[k->idx].lo;
    int64_t xl = k->list ? 0 : c->loff;
    if (seg_heap_same_off(h, v, x, xl) || seg_heap_same_off(h, v, x, xl - (int64_t)c->loff)) return true;
  }
  return false;
}

/* how well a chain supports its kind: consecutive concrete elements
 * linked by the next field, an end that is NULL or a program value's */
static int chain_score(const seg_heap *h, const seg_chain *c, uint32_t r) {
  int sc = 0;
  const seg_state *s = h->s;
  for (uint32_t i = 0; i + 1 < c->n; i++)
    if (!c->link[i].list || !c->link[i + 1].list) sc += 2;
  int64_t k;
  bool end_ok = (seg_oc_value(h->oc, c->end, &k) && k == 0) || seg_heap_same(h, c->end, r);
  for (uint32_t f = 0; f < s->nframes && !end_ok; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots && !end_ok; j++)
      end_ok = s->fr[f].lv[j] && seg_heap_same(h, s->fr[f].lv[j], c->end);
  return sc + (end_ok && c->n ? 1 : 0);
}

/* the chains from a's ra and b's rb (c's cr): a list of c when they
 * differ (lengths, or a list in either) for the best-supported kind; true
 * when one was made */
static bool merge_root(seg_graph *g, mstate *ms, seg_state *c, seg_heap *ha, seg_heap *hb, uint32_t ra,
                       uint32_t rb, uint32_t cr, int depth, const seg_chain *only, const mterm *prevlad,
                       const fterms *prevf) {
  unsigned pb = g->pbits / 8;
  /* a continuation that reaches a pair of roots merged from already (a
   * walk from the head up to a cursor whose own chains were merged):
   * what follows is theirs */
  if (depth > 0 && ms->done && cr < *ms->ndone && (*ms->done)[cr]) return false;
  seg_chain kinds[64]; /* (five pointer fields: 25 kinds) */
  uint32_t nk = seg_chain_kinds(ha, ra, pb, kinds, 32);
  nk += seg_chain_kinds(hb, rb, pb, kinds + nk, 32);
  if (only) { /* a continuation: the kind of the list before it */
    uint32_t k = 0;
    for (uint32_t i = 0; i < nk; i++)
      if (kind_eq(&kinds[i], only, false) && !kinds[i].roff)
        kinds[k++] = kinds[i];
    nk = k;
  }
  /* a list at the root fixes the kind (the orientation of a doubly
   * linked one, in particular) */
  uint32_t nlk = 0;
  for (uint32_t i = 0; i < nk; i++)
    if (kinds[i].from_list) kinds[nlk++] = kinds[i];
  if (nlk) nk = nlk;
  /* elements of a size some list of either state has are linked as that
   * list's are (a doubly linked list is not walked backwards elsewhere) */
  uint32_t nfit = 0;
  for (uint32_t i = 0; i < nk; i++) {
    bool fits = true;
    for (int side = 0; side < 3 && fits; side++) { /* a, b and the lists c has so far */
      const seg_state *st = side == 2 ? c : side ? hb->s : ha->s;
      for (uint32_t q = 0; q < st->nli && fits; q++) {
        const seg_list *l = &st->li[q];
        /* (a list of unknown element type does not decide for a typed block) */
        if (l->esize != kinds[i].esize || (kinds[i].ety && l->ety != kinds[i].ety)) continue;
        fits = l->noff == kinds[i].noff && (l->bk ? l->poff : UINT32_MAX) == kinds[i].poff &&
               l->loff == kinds[i].loff;
        kinds[i].from_list |= fits; /* a list of this kind exists: evidence enough */
      }
    }
    if (fits) kinds[nfit++] = kinds[i];
  }
  nk = nfit;
  int best = -1, bscore = -1;
  bool early = false; /* some kind compares no element with one */
  int64_t knull;
  bool ra_null = seg_oc_value(ha->oc, ra, &knull) && knull == 0;
  for (uint32_t i = 0; i < nk; i++) {
    bool dup = false;
    for (uint32_t j = 0; j < i && !dup; j++)
      dup = kind_eq(&kinds[j], &kinds[i], true);
    if (dup) continue;
    seg_chain ca, cb;
    walk_pair(g, ha, hb, ra, rb, &kinds[i], &ca, &cb, depth > 0);
    apart_split(g, ha, hb, ra, rb, &kinds[i], &ca, &cb, depth > 0);
    lists_cut(g, ha, hb, ra, rb, &kinds[i], &ca, &cb, depth > 0);
    bool differ = (ca.nlists || cb.nlists || ca.n != cb.n) && !same_links(ha, &ca, hb, &cb);
    bool dll = kinds[i].poff != UINT32_MAX;
    bool dll_ok = !dll || (seg_chain_prev_ok(ha, &ca, pb) && seg_chain_prev_ok(hb, &cb, pb) &&
                           (kinds[i].from_list || seg_chain_dll_evidence(ha, &ca, pb) ||
                            seg_chain_dll_evidence(hb, &cb, pb)));
    if (differ && ca.nlists <= 1 && cb.nlists <= 1 && dll_ok && ends_fit(ha, &ca, hb, &cb) &&
        !at_list_end(ha, &ca, ra) && !at_list_end(hb, &cb, rb) && 
        !own_conflict(g, ha, &ca) && !own_conflict(g, hb, &cb)) {
      int sc = 2 * (chain_score(ha, &ca, ra) + chain_score(hb, &cb, rb)) + (dll ? 1 : 0);
      /* b descends from a and its chain leads to a's root, which is no
       * NULL: the loop put elements before what a had there (a prepend),
       * the kind it links them by is this one */
      if (g->merge_desc && !ra_null && cb.n && chain_reaches(hb, &cb, ra)) sc += 16;
      if (sc > bscore) best = (int)i, bscore = sc;
      early |= !ca.nlists && !cb.nlists && ca.n + cb.n <= 1;
    }
    seg_chain_release(ha, &ca);
    seg_chain_release(hb, &cb);
  }
  if (best < 0) return false;
  seg_chain ca, cb;
  walk_pair(g, ha, hb, ra, rb, &kinds[best], &ca, &cb, depth > 0);
  /* the first sweeps over cells (merge_chains) make doubly linked lists
   * along the field of the lower offset only, or singly linked ones whose
   * ends are the same in both states (not a pointer left dangling in one
   * of them); the rest waits */
  if (ms->fwd_only && !(kinds[best].poff != UINT32_MAX && kinds[best].noff < kinds[best].poff) &&
      !(kinds[best].poff == UINT32_MAX && same_end(ha, &ca, hb, &cb))) {
    seg_chain_release(ha, &ca);
    seg_chain_release(hb, &cb);
    return false;
  }
  /* a list inferred from no element and one element knows too much
   * (first = last, ...): as seed 004 does, such states are not merged
   * yet -- the next visit compares one element with two */
  /* (per root: when any kind compares no element with one, the chains of
   * other kinds -- an element and an object it owns, of the same size --
   * must not make a list of the root first) */
  if (early && g->merge_visits < 2) ms->early = true;
  if (apart_split(g, ha, hb, ra, rb, &kinds[best], &ca, &cb, depth > 0)) {
    MT_INC(g->run, seg_list_apart);
    MT_LOG(g->run, 3, "seg", "merge: data kept apart (chains cut to %u and %u links)", ca.n, cb.n);
  }
  lists_cut(g, ha, hb, ra, rb, &kinds[best], &ca, &cb, depth > 0);
  mterm lad[2];
  fterms fl;
  uint32_t tgt = mk_list(g, ms, c, ha, &ca, hb, &cb, ra, rb, cr, prevlad, lad, prevf, &fl);
  /* what follows the list in both states: the rest of a list walked
   * from its end (a backward traversal's suffix) */
  seg_chain k[1];
  if (depth < 8 && !ca.eoff && !cb.eoff && (seg_chain_kinds(ha, ca.end, pb, k, 1) || seg_chain_kinds(hb, cb.end, pb, k, 1)))
    merge_root(g, ms, c, ha, hb, ca.end, cb.end, tgt, depth + 1, &kinds[best], lad, &fl);
  return true;
}

/* A doubly linked list of c that is empty on one side and follows another
 * list of c (its start is that one's end): its back pointer there, when
 * no term was found for it, is the other list's last element (the
 * junction: a walk's rest after the walked part, made before the walked
 * part was); an empty list's last element is its back pointer. */
static void junction_backs(mstate *ms, const seg_state *c, const seg_heap *ha, const seg_heap *hb) {
  for (uint32_t i = 0; i < c->nli; i++) {
    const seg_list *r = &c->li[i];
    if (!r->bk) continue;
    for (int side = 0; side < 2; side++) {
      mterm *x = side ? ms->xb : ms->xa;
      mterm len = back_term(ms, side, r->len), bk = back_term(ms, side, r->bk);
      if (len.k != 2 || len.off != 0 || bk.k != 3) continue;
      for (uint32_t j = 0; j < c->nli; j++) {
        const seg_list *p = &c->li[j];
        if (j == i || !p->bk || p->esize != r->esize || p->noff != r->noff || p->poff != r->poff ||
            p->loff != r->loff)
          continue;
        /* (p's end is r's start in both states) */
        bool joined = p->tgt == r->ad;
        if (!joined) {
          joined = true;
          for (int q = 0; q < 2 && joined; q++) {
            mterm t = back_term(ms, q, p->tgt), u = back_term(ms, q, r->ad);
            joined = t.k == 1 && u.k == 1 && seg_heap_same_off(q ? hb : ha, t.v, u.v, u.off - t.off);
          }
        }
        if (!joined) continue;
        mterm pl = back_term(ms, side, p->lad);
        if (pl.k != 1 && pl.k != 2) continue;
        if (r->bk < ms->nx) x[r->bk] = pl;
        if (r->lad < ms->nx && back_term(ms, side, r->lad).k == 3) x[r->lad] = pl;
        break;
      }
    }
  }
}

/* blocks of a and b matched by seg_merge (indices, c's bounds) */
typedef struct bpair {
  uint32_t i, j, lo, hi;
} bpair;
typedef MT_VEC(bpair) bpair_vec;

/* roots: program values of one slot, values of cells at corresponding
 * addresses (the same variable, or the same offset of matched blocks) */
/* cell p lies in a heap block that a chain took (an element a list owns,
 * not a block matched on its own: bm) */
static bool in_chain_elem(const seg_heap *h, const uint8_t *bm, const seg_pt *p) {
  const seg_state *s = h->s;
  for (uint32_t i = 0; i < s->nblocks; i++) {
    int64_t off, size;
    if (!h->used_b[i] || bm[i] || !seg_heap_cell_off(h, s->bl[i].lo, p, &off)) continue;
    if (!seg_oc_diff(h->oc, s->bl[i].hi, s->bl[i].lo, &size) || (off >= 0 && off <= size)) return true;
  }
  return false;
}

/* the element at root r (a block) holds a pointer to a structure that
 * another program value walks: from a cell's value, through blocks'
 * pointer cells and lists' ends, a program value other than r is reached
 * (a cursor inside what the element owns -- the element stays a block of
 * its own then, so that its cell roots the walked part) */
static bool slot_at(const seg_heap *h, uint32_t v, uint32_t r) {
  const seg_state *s = h->s;
  int64_t k;
  for (uint32_t f = 0; f < s->nframes; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++) {
      uint32_t x = s->fr[f].lv[j];
      if (x && seg_heap_same(h, x, v) && !seg_heap_same(h, x, r) && !seg_oc_value(h->oc, x, &k)) return true;
    }
  return false;
}

/* the allocation site of what v points to (a block or a list), line 0: none */
static ir_loc site_of(const seg_heap *h, uint32_t v) {
  const seg_state *s = h->s;
  int b = seg_heap_block_at(h, v);
  if (b >= 0) return s->bl[b].site;
  for (uint32_t j = 0; j < s->nli; j++)
    if (seg_heap_same(h, s->li[j].ad, v)) return s->li[j].site;
  return (ir_loc){0};
}

/* v starts an element of block b's size with a pointer at offset off too
 * (a block, or a list linked there) */
static bool same_kind(const seg_heap *h, int b, uint32_t v, int64_t off) {
  const seg_state *s = h->s;
  int64_t sz, sz2;
  if (!seg_oc_diff(h->oc, s->bl[b].hi, s->bl[b].lo, &sz)) return false;
  for (uint32_t j = 0; j < s->nli; j++)
    if (seg_heap_same(h, s->li[j].ad, v)) return s->li[j].esize == sz + 1 && s->li[j].noff == off;
  int c = seg_heap_block_at(h, v);
  if (c < 0 || !seg_oc_diff(h->oc, s->bl[c].hi, s->bl[c].lo, &sz2) || sz2 != sz) return false;
  if (seg_heap_ptr_cell(h, s->bl[c].lo, (uint32_t)off, h->ptrbytes) >= 0) return true;
  /* no pointer known in it at all: its link may be written later */
  for (uint32_t i = 0; i < s->npt; i++) {
    int64_t o;
    if (s->pt[i].view == SEG_V_PTR && seg_heap_cell_off(h, s->bl[c].lo, &s->pt[i], &o) && o >= 0 && o <= sz2)
      return false;
  }
  return true;
}

static bool cursor_inside(const seg_heap *h, uint32_t r) {
  const seg_state *s = h->s;
  int b = seg_heap_block_at(h, r);
  if (b < 0) return false;
  uint32_t todo[32], nt = 0, seen = 0;
  int64_t k, size, knoff = -1, kpoff = -1;
  if (seg_oc_diff(h->oc, s->bl[b].hi, s->bl[b].lo, &size))
    for (uint32_t j = 0; j < s->nli && knoff < 0; j++)
      if (s->li[j].esize == size + 1) {
        knoff = s->li[j].noff;
        kpoff = s->li[j].bk ? (int64_t)s->li[j].poff : -1;
      }
  for (uint32_t i = 0; i < s->npt && nt < 32; i++) {
    const seg_pt *p = &s->pt[i];
    int64_t off;
    if (p->view != SEG_V_PTR || !seg_heap_cell_off(h, s->bl[b].lo, p, &off) || off < 0 ||
        seg_oc_value(h->oc, p->val, &k) || seg_heap_same(h, p->val, r))
      continue;
    /* not a link to an element of the same kind (allocated where the
     * root was, or of its size and linked at the same offset: the next or
     * prev field of a list being walked) */
    if (knoff >= 0) { /* lists of the element's size say which fields link */
      if (off == knoff || off == kpoff) continue;
    } else {
      ir_loc st = site_of(h, p->val);
      if (st.line && st.line == s->bl[b].site.line && st.col == s->bl[b].site.col) continue;
      if (same_kind(h, b, p->val, off)) continue;
    }
    todo[nt++] = p->val;
  }
  while (seen < nt && seen < 32) {
    uint32_t v = todo[seen++];
    if (slot_at(h, v, r)) return true;
    for (uint32_t j = 0; j < s->nli && nt < 32; j++)
      if (seg_heap_same(h, s->li[j].ad, v) && !seg_oc_value(h->oc, s->li[j].tgt, &k)) todo[nt++] = s->li[j].tgt;
    int c = seg_heap_block_at(h, v);
    if (c < 0 || c == b) continue;
    for (uint32_t i = 0; i < s->npt && nt < 32; i++) {
      const seg_pt *p = &s->pt[i];
      int64_t off;
      if (p->view == SEG_V_PTR && seg_heap_cell_off(h, s->bl[c].lo, p, &off) && off >= 0 &&
          !seg_oc_value(h->oc, p->val, &k) && !seg_heap_same(h, p->val, v))
        todo[nt++] = p->val;
    }
  }
  return false;
}

/* a copy of s with list i's first (last) element unfolded, when the
 * premise asserted entails length >= min; NULL otherwise */
static seg_state *unfold_copy(seg_graph *g, const seg_state *s, uint32_t i, bool last, int64_t min) {
  seg_lin lo = seg_lc(min), len = seg_lv(s->li[i].len), ge;
  if (!seg_atom_le(&ge, &lo, &len) || !seg_valid(g, &ge)) return NULL;
  seg_state *t = seg_state_copy(g, s);
  if (seg_list_unfold(g, t, i, last)) return t;
  seg_state_free(t);
  return NULL;
}

seg_state *seg_cursor_unfold(seg_graph *g, const seg_state *s) {
  if (!s->nli) return NULL;
  seg_heap h;
  seg_heap_init(&h, g, s);
  seg_state *t = NULL;
  for (uint32_t f = 0; f < s->nframes && !t; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots && !t; j++) {
      uint32_t x = s->fr[f].lv[j];
      int64_t d;
      if (!x || g->vars.data[x].view != SEG_V_PTR || seg_heap_block_holding(&h, x, false, &d) >= 0) continue;
      int i = seg_in_list_head(&h, x, &d);
      if (i >= 0 && d > 0) t = unfold_copy(g, s, (uint32_t)i, false, 1);
    }
  seg_heap_free(&h);
  if (t) MT_LOG(g->run, 3, "seg", "loop head: the element a cursor points inside unfolded");
  return t;
}

seg_state *seg_merge_align(seg_graph *g, const seg_state *a, const seg_state *b) {
  if (!seg_same_position(a, b) || !b->nli) return NULL;
  seg_heap ha, hb;
  seg_heap_init(&ha, g, a);
  seg_heap_init(&hb, g, b);
  seg_state *t = NULL;
  for (uint32_t f = 0; f < a->nframes && !t; f++)
    for (uint32_t j = 0; j < a->fr[f].f->nslots && !t; j++) {
      uint32_t x = a->fr[f].lv[j], y = b->fr[f].lv[j];
      if (!x || !y || g->vars.data[x].view != SEG_V_PTR) continue;
      /* a cursor at a list's first element in a that names a list's last
       * element in b (a walk that reached the end of what a fold made one
       * list again): b's last element apart, so that the walked part and
       * the rest are two chains as in a */
      bool at_first = false;
      for (uint32_t i = 0; i < a->nli && !at_first; i++)
        at_first = seg_heap_same(&ha, a->li[i].ad, x) && !seg_heap_same(&ha, a->li[i].lad, x);
      for (uint32_t i = 0; i < b->nli && at_first && !t; i++) {
        const seg_list *l = &b->li[i];
        if (!seg_heap_same(&hb, l->lad, y) || seg_heap_same(&hb, l->ad, y)) continue;
        t = unfold_copy(g, b, i, true, 2);
      }
      if (t || seg_heap_block_at(&ha, x) < 0 || !cursor_inside(&ha, x)) continue;
      for (uint32_t i = 0; i < b->nli && !t; i++) {
        const seg_list *l = &b->li[i];
        bool first = seg_heap_same(&hb, l->ad, y), last = !first && seg_heap_same(&hb, l->lad, y);
        if (!first && !last) continue;
        t = unfold_copy(g, b, i, last, 1);
      }
    }
  seg_heap_free(&ha);
  seg_heap_free(&hb);
  if (t) MT_LOG(g->run, 3, "seg", "merge: an element unfolded to match the ancestor's");
  return t;
}

/* the block around address v (the same variable in both states) plays
 * the same role in both: no program value points to its start in one
 * state and elsewhere in the other (a function's current item in the
 * ancestor that is a finished one in the new state, behind a new current
 * item: its cells are not the new item's) */
static int block_around(const seg_heap *h, uint32_t v) {
  for (uint32_t i = 0; i < h->s->nblocks; i++) {
    int64_t d;
    if (seg_oc_diff(h->oc, v, h->s->bl[i].lo, &d)) return (int)i;
  }
  return -1;
}

/* the heap blocks (other than block i) with a cell that holds h's value v */
static bool holders_same_role(const seg_heap *ha, const seg_heap *hb, const seg_heap *h, int i, uint32_t v,
                              int depth);

static bool same_role_d(const seg_heap *ha, const seg_heap *hb, uint32_t v, int depth) {
  const seg_state *a = ha->s, *b = hb->s;
  int ba = block_around(ha, v), bb = block_around(hb, v);
  if (ba < 0 || bb < 0) return true;
  for (uint32_t f = 0; f < a->nframes; f++)
    for (uint32_t j = 0; j < a->fr[f].f->nslots; j++) {
      uint32_t x = a->fr[f].lv[j], y = b->fr[f].lv[j];
      if (!x || !y) continue;
      bool ia = seg_heap_same(ha, x, a->bl[ba].lo), ib = seg_heap_same(hb, y, b->bl[bb].lo);
      if (ia != ib) return false;
    }
  /* no program value tells them apart: the blocks whose cells point to
   * it must not differ in role (a payload block of the element a loop
   * fills in one state, of an element already in a list in the other) */
  return depth <= 0 || (holders_same_role(ha, hb, ha, ba, a->bl[ba].lo, depth - 1) &&
                        holders_same_role(ha, hb, hb, bb, b->bl[bb].lo, depth - 1));
}

static bool holders_same_role(const seg_heap *ha, const seg_heap *hb, const seg_heap *h, int i, uint32_t v,
                              int depth) {
  for (uint32_t q = 0; q < h->s->npt; q++) {
    int64_t d;
    if (!seg_heap_same(h, h->s->pt[q].val, v)) continue;
    int k = seg_heap_block_holding(h, h->s->pt[q].addr, true, &d);
    if (k >= 0 && k != i && !same_role_d(ha, hb, h->s->bl[k].lo, depth)) return false;
  }
  return true;
}

static bool same_role(const seg_heap *ha, const seg_heap *hb, uint32_t v) { return same_role_d(ha, hb, v, 2); }

/* a heap block starting at lo in both states that a program value points
 * into at the same offset in both: an object that holds the roots of
 * lists (a sentinel inside it), like a stack block */
static bool named_both(const seg_heap *ha, const seg_heap *hb, uint32_t lo) {
  const seg_state *a = ha->s, *b = hb->s;
  for (uint32_t f = 0; f < a->nframes; f++)
    for (uint32_t j = 0; j < a->fr[f].f->nslots; j++) {
      uint32_t x = a->fr[f].lv[j], y = b->fr[f].lv[j];
      int64_t dx, dy;
      if (x && y && seg_oc_diff(ha->oc, x, lo, &dx) && seg_oc_diff(hb->oc, y, lo, &dy) && dx == dy) return true;
    }
  return false;
}

static bool merge_chains(seg_graph *g, mstate *ms, const seg_state *a, const seg_state *b, seg_state *c,
                         seg_heap *ha, seg_heap *hb, const bpair_vec *bp, const uint8_t *bma,
                         const uint8_t *bmb, const uint8_t *apa, const uint8_t *apb, uint8_t **done,
                         uint32_t *ndone) {
  bool ch = false;
  unsigned pb = g->pbits / 8;
  /* program values that start a chain in both states first: a value that
   * aliases another in one state only (a dangling pointer, a cursor at
   * the head) must not take the other's chain */
  /* within a pass, the values the loop changed first (a cursor takes its
   * part of a list before the head that stays: at a cyclic list's head
   * the cursor's part is the whole cycle, the head's part empty) */
  for (int pass = 0; pass < 10; pass++)
  for (uint32_t f = 0; f < a->nframes; f++)
    for (uint32_t j = 0; j < a->fr[f].f->nslots; j++) {
      uint32_t x = a->fr[f].lv[j], y = b->fr[f].lv[j];
      if (!x || !y || g->vars.data[x].view != SEG_V_PTR || (x != y) != (pass % 2 == 0)) continue;
      int pass_ = pass / 2;
      seg_chain k[1], kb[1];
      /* roots where a list starts in one state and a chain in both first
       * (a traversal's cursor, not a pointer left dangling behind it), then
       * roots where a list starts in either, then those that start chains
       * in both states at the same element (a list that grows at its other
       * end: its head), then the other chains */
      bool ka = seg_chain_kinds(ha, x, pb, k, 1), kbo = seg_chain_kinds(hb, y, pb, kb, 1);
      bool lst = (ka && k[0].from_list) || (kbo && kb[0].from_list);
      if (pass_ == 0 && !(lst && ka && kbo)) continue;
      if (pass_ == 1 && !lst) continue;
      if (pass_ >= 2 && pass_ <= 3 && (!ka || !kbo)) continue;
      if (pass_ == 2) {
        int ba = seg_heap_block_at(ha, x), bb = seg_heap_block_at(hb, y);
        if (ba < 0 || bb < 0 || a->bl[ba].lo != b->bl[bb].lo) continue;
      }
      /* an element with a cursor inside what it points to in both states
       * is a block of its own (matched by the program value; its cells
       * root the walked parts) */
      {
        int ba = seg_heap_block_at(ha, x), bb = seg_heap_block_at(hb, y);
        if (ba >= 0 && bb >= 0 && apa[ba] && apb[bb]) continue;
      }
      uint32_t cr = c->fr[f].lv[j];
      if (cr >= *ndone) {
        *done = mt_realloc(*done, g->vars.len + 1);
        memset(*done + *ndone, 0, g->vars.len + 1 - *ndone);
        *ndone = g->vars.len + 1;
      }
      if ((*done)[cr]) continue;
      (*done)[cr] = 1;
      ch |= merge_root(g, ms, c, ha, hb, x, y, cr, 0, NULL, NULL, NULL);
    }
  /* cells in memory (a sentinel's next and prev, a head and a tail
   * pointer in a struct) root the same doubly linked structure in both
   * orientations, and which of them comes first is the order of the
   * stores: so a first sweep takes only the roots whose best kind is
   * doubly linked along the field of the lower offset (`next` before
   * `prev` in most declarations, e.g. the kernel's list_head), a second
   * one everything left */
  /* (and in each, cells of stack and global blocks first: the roots of
   * lists held in memory, before the cells of elements) */
  /* the blocks of a whose cells go first: stack and global blocks, heap
   * blocks with the same start in b that program values name in both */
  uint8_t *first = mt_calloc(a->nblocks + 1, 1);
  for (uint32_t i = 0; i < a->nblocks; i++) {
    bool in_b = false;
    for (uint32_t j = 0; j < b->nblocks && !in_b; j++) in_b = b->bl[j].lo == a->bl[i].lo;
    first[i] = a->bl[i].kind != SEG_B_HEAP || (in_b && named_both(ha, hb, a->bl[i].lo));
  }
  for (int sweep = 0; sweep < 4; sweep++)
  for (uint32_t i = 0; i < a->npt; i++) {
    if (sweep % 2 == 0) {
      int bx = block_around(ha, a->pt[i].addr);
      if (bx < 0 || !first[bx]) continue;
    }
    for (uint32_t j = 0; j < b->npt; j++) {
      const seg_pt *x = &a->pt[i], *y = &b->pt[j];
      if (x->view != SEG_V_PTR || y->view != SEG_V_PTR || x->ty != y->ty) continue;
      /* a cell of an element that joined a list is the list's */
      if (in_chain_elem(ha, bma, x) || in_chain_elem(hb, bmb, y)) continue;
      bool at = (vmap_set(&ms->A, x->addr) || (x->addr == y->addr && same_role(ha, hb, x->addr))) &&
                vmap_get(&ms->A, x->addr) == vmap_get(&ms->B, y->addr);
      for (uint32_t k = 0; k < bp->len && !at; k++) {
        int64_t oa, ob;
        at = seg_heap_cell_off(ha, a->bl[bp->data[k].i].lo, x, &oa) &&
             seg_heap_cell_off(hb, b->bl[bp->data[k].j].lo, y, &ob) && oa == ob;
      }
      /* the same offset of a stack or global block both states have (its
       * start the same variable), before the blocks are matched: a
       * sentinel's next field the loop stored to and its prev field it did
       * not are roots alike (heap blocks only when a program value names
       * them in both states: other cells may be elements') */
      if (!at) {
        int ba = block_around(ha, x->addr), bb = block_around(hb, y->addr);
        int64_t oa, ob;
        at = ba >= 0 && bb >= 0 && a->bl[ba].lo == b->bl[bb].lo && first[ba] && !bma[ba] && !bmb[bb] &&
             same_role(ha, hb, a->bl[ba].lo) && seg_heap_cell_off(ha, a->bl[ba].lo, x, &oa) &&
             seg_heap_cell_off(hb, b->bl[bb].lo, y, &ob) && oa == ob;
      }
      if (!at) continue;
      seg_chain k[2];
      if (!seg_chain_kinds(ha, x->val, pb, k, 1) && !seg_chain_kinds(hb, y->val, pb, k, 1)) continue;
      uint32_t cr = corr(g, ms, x->val, y->val);
      if (cr >= *ndone) {
        *done = mt_realloc(*done, g->vars.len + 1);
        memset(*done + *ndone, 0, g->vars.len + 1 - *ndone);
        *ndone = g->vars.len + 1;
      }
      if ((*done)[cr]) continue;
      ms->fwd_only = sweep < 2;
      bool m = merge_root(g, ms, c, ha, hb, x->val, y->val, cr, 0, NULL, NULL, NULL);
      ms->fwd_only = false;
      ch |= m;
      /* a root without a list yet may make one in a later sweep */
      if (m) (*done)[cr] = 1;
    }
  }
  mt_free(first);
  return ch;
}

seg_state *seg_merge(seg_graph *g, const seg_state *a, const seg_state *b, seg_pair **mu_out,
                     uint32_t *nmu) {
  if (!seg_same_position(a, b)) return NULL;
  mstate ms;
  uint32_t n0 = g->vars.len;
  vmap_init(&ms.A, n0);
  vmap_init(&ms.B, n0);
  vmap_init(&ms.toa, n0);
  vmap_init(&ms.tob, n0);
  ms.nx = 0;
  ms.xa = ms.xb = NULL;
  ms.early = false;
  ms.own_lost = false;
  ms.fwd_only = false;
  ms.done = NULL;
  ms.ndone = NULL;
  memset(&ms.pairs, 0, sizeof ms.pairs);
  x_grow(&ms, n0);
  seg_state *c = seg_state_copy(g, a);
  c->nblocks = c->npt = c->nkb = c->nli = 0;
  for (uint32_t i = 0; i < a->nframes; i++)
    for (uint32_t j = 0; j < a->fr[i].f->nslots; j++) {
      uint32_t x = a->fr[i].lv[j], y = b->fr[i].lv[j];
      if (!x) continue;
      c->fr[i].lv[j] = fresh_like(g, &ms, x, y);
    }
  seg_heap ha, hb;
  seg_heap_init(&ha, g, a);
  seg_heap_init(&hb, g, b);
  uint8_t *rdone = NULL;
  uint32_t nrdone = 0;
  /* structural matching: chains of list elements from corresponding roots
   * first (they become lists of c where they differ), then blocks (the
   * same start, or starts equal to the same program value's) and cells (at
   * corresponding addresses, or at the same offset of matched blocks) */
  typedef struct { uint32_t i, j, addr, val; int64_t off; uint32_t blo; } ppair;
  bpair_vec bp = {0};
  MT_VEC(ppair) pp = {0};
  uint8_t *bma = mt_calloc(a->nblocks + 1, 1), *bmb = mt_calloc(b->nblocks + 1, 1);
  uint8_t *pma = mt_calloc(a->npt + 1, 1), *pmb = mt_calloc(b->npt + 1, 1);
  /* elements with a cursor inside what they point to, named by a program
   * value in both states: apart from every chain (used), matched as
   * blocks through that value */
  uint8_t *apa = mt_calloc(a->nblocks + 1, 1), *apb = mt_calloc(b->nblocks + 1, 1);
  /* values with a cursor inside in both states first, then in either */
  {
    typedef struct { int ba, bb; bool both; } apart;
    MT_VEC(apart) cand = {0};
    for (uint32_t f = 0; f < a->nframes; f++)
      for (uint32_t j = 0; j < a->fr[f].f->nslots; j++) {
        uint32_t x = a->fr[f].lv[j], y = b->fr[f].lv[j];
        if (!x || !y || g->vars.data[x].view != SEG_V_PTR) continue;
        int ba = seg_heap_block_at(&ha, x), bb = seg_heap_block_at(&hb, y);
        if (ba < 0 || bb < 0) {
          /* a value that points into a heap block at the same offset in
           * both (&e->next: a cursor at the link to update) */
          int64_t da, db;
          ba = seg_heap_block_holding(&ha, x, true, &da);
          bb = seg_heap_block_holding(&hb, y, true, &db);
          if (ba >= 0 && bb >= 0 && da == db && da > 0 && seg_heap_field_cursor(&ha, x) &&
              seg_heap_field_cursor(&hb, y))
            MT_VEC_PUSH(cand, ((apart){ba, bb, true}));
          continue;
        }
        bool ia = cursor_inside(&ha, x), ib = cursor_inside(&hb, y);
        if (ia || ib) MT_VEC_PUSH(cand, ((apart){ba, bb, ia && ib}));
      }
    for (int pass = 0; pass < 2; pass++)
      for (uint32_t k = 0; k < cand.len; k++) {
        const apart *p = &cand.data[k];
        if (apa[p->ba] || apb[p->bb] || (pass == 0 && !p->both)) continue;
        apa[p->ba] = apb[p->bb] = 1;
        ha.used_b[p->ba] = hb.used_b[p->bb] = 1;
      }
    MT_VEC_FREE(cand);
  }
  /* phase 0: blocks other than heap blocks (where the roots of lists in
   * memory are: a head pointer in a global or a local whose address is
   * taken), phase 1: all; a block in a chain or matched is used */
  for (int phase = 0; phase < 2; phase++)
  for (bool changed = true; changed;) {
    ms.done = &rdone;
    ms.ndone = &nrdone;
    changed = merge_chains(g, &ms, a, b, c, &ha, &hb, &bp, bma, bmb, apa, apb, &rdone, &nrdone);
    ms.done = NULL;
    /* heap blocks kept apart first (an element a cursor walks inside):
     * their cells root chains before the other blocks are matched, which
     * could be the elements of those chains */
    for (int only_apart = phase; only_apart >= 0; only_apart--) {
      bool matched = false;
      for (uint32_t i = 0; i < a->nblocks; i++)
        for (uint32_t j = 0; j < b->nblocks && (!ha.used_b[i] || (apa[i] && !bma[i])); j++) {
          const seg_block *x = &a->bl[i], *y = &b->bl[j];
          if ((hb.used_b[j] && !(apb[j] && !bmb[j])) || apa[i] != apb[j]) continue;
          if (phase == 0 && x->kind == SEG_B_HEAP) continue;
          if (only_apart && !apa[i]) continue;
          if (x->kind != y->kind || x->frame != y->frame || x->readonly != y->readonly || x->zero != y->zero) continue;
          uint32_t clo = 0, chi = 0;
          /* (the same start in both states, held by cells matched already:
           * an object both reach the same way) */
          bool via_cell = false;
          for (uint32_t k = 0; k < pp.len && !via_cell && x->lo == y->lo; k++)
            via_cell = a->pt[pp.data[k].i].val == x->lo && b->pt[pp.data[k].j].val == y->lo;
          if (vmap_get(&ms.A, x->lo) == vmap_get(&ms.B, y->lo) &&
              (vmap_set(&ms.A, x->lo) || same_role(&ha, &hb, x->lo) || via_cell))
            clo = vmap_get(&ms.A, x->lo);
          if (vmap_get(&ms.A, x->hi) == vmap_get(&ms.B, y->hi) &&
              (vmap_set(&ms.A, x->hi) || same_role(&ha, &hb, x->lo)))
            chi = vmap_get(&ms.A, x->hi);
          for (uint32_t f = 0; f < a->nframes && !clo && !chi; f++)
            for (uint32_t q = 0; q < a->fr[f].f->nslots && !clo; q++) {
              uint32_t p = a->fr[f].lv[q], r = b->fr[f].lv[q];
              if (p && r && seg_heap_same(&ha, p, x->lo) && seg_heap_same(&hb, r, y->lo)) clo = c->fr[f].lv[q];
            }
          /* (a program value that points into both at the same offset: a
           * parameter &item->down of the entry states of calls from
           * elsewhere, whose blocks have starts of their own) */
          for (uint32_t f = 0; f < a->nframes && !clo && !chi && x->kind == SEG_B_HEAP; f++)
            for (uint32_t q = 0; q < a->fr[f].f->nslots && !clo; q++) {
              uint32_t p = a->fr[f].lv[q], r = b->fr[f].lv[q];
              int64_t dp, dr;
              if (p && r && g->vars.data[p].view == SEG_V_PTR && seg_heap_block_holding(&ha, p, true, &dp) == (int)i &&
                  seg_heap_block_holding(&hb, r, true, &dr) == (int)j && dp == dr && dp > 0)
                clo = corr(g, &ms, x->lo, y->lo);
            }
          /* a stack or global block with the same bounds in both states:
           * itself (a sentinel whose address a list's end is mapped from) */
          /* (a global is that object in every state, whatever points to it) */
          if (x->kind != SEG_B_HEAP && x->lo == y->lo && x->hi == y->hi &&
              (x->kind == SEG_B_GLOBAL || same_role(&ha, &hb, x->lo))) {
            if (!clo) clo = x->lo;
            if (!chi) chi = x->hi;
          }
          if (!clo && !chi) continue;
          if (!clo) clo = corr(g, &ms, x->lo, y->lo);
          if (!chi) chi = corr(g, &ms, x->hi, y->hi);
          if (!vmap_set(&ms.A, x->lo) && !vmap_set(&ms.B, y->lo) && clo >= n0) ms.A.to[x->lo] = ms.B.to[y->lo] = clo;
          bpair pr = {i, j, clo, chi};
          MT_VEC_PUSH(bp, pr);
          bma[i] = bmb[j] = 1;
          ha.used_b[i] = hb.used_b[j] = 1;
          changed = matched = true;
        }
      if (matched) break;
    }
    for (uint32_t i = 0; i < a->npt; i++)
      for (uint32_t j = 0; j < b->npt && !pma[i]; j++) {
        const seg_pt *x = &a->pt[i], *y = &b->pt[j];
        if (pmb[j] || x->ty != y->ty || x->view != y->view || x->size != y->size) continue;
        /* cells of elements that joined lists are the lists' */
        if (in_chain_elem(&ha, bma, x) || in_chain_elem(&hb, bmb, y)) continue;
        uint32_t caddr = 0, blo = 0;
        int64_t off = 0;
        if (vmap_get(&ms.A, x->addr) == vmap_get(&ms.B, y->addr)) {
          caddr = vmap_get(&ms.A, x->addr);
        } else if (x->addr == y->addr && (!vmap_set(&ms.A, x->addr) || !vmap_set(&ms.B, y->addr)) &&
                   same_role(&ha, &hb, x->addr)) {
          /* the same variable, mapped on one side only (also a list's back
           * pointer there, say): the same address */
          caddr = x->addr;
        } else if (!vmap_set(&ms.A, x->addr) && !vmap_set(&ms.B, y->addr)) {
          /* addresses computed the same way from corresponding values
           * (p + 4·i in both): they correspond too */
          seg_lin ea, eb;
          if (def_expr(a, &ms.A, x->addr, &ea) && def_expr(b, &ms.B, y->addr, &eb) && seg_lin_eq(&ea, &eb))
            caddr = fresh_like(g, &ms, x->addr, y->addr);
        }
        for (uint32_t k = 0; k < bp.len && !caddr; k++) {
          int64_t oa, ob;
          const bpair *q = &bp.data[k];
          if (seg_heap_cell_off(&ha, a->bl[q->i].lo, x, &oa) && seg_heap_cell_off(&hb, b->bl[q->j].lo, y, &ob) &&
              oa == ob) {
            caddr = corr(g, &ms, x->addr, y->addr);
            off = oa;
            blo = q->lo;
          }
        }
        if (!caddr) continue;
        uint32_t cval = corr(g, &ms, x->val, y->val);
        ppair pr = {i, j, caddr, cval, off, blo};
        MT_VEC_PUSH(pp, pr);
        pma[i] = pmb[j] = 1;
        changed = true;
      }
  }
  mt_free(rdone);
  junction_backs(&ms, c, &ha, &hb);
  /* AL and PT of c: the matched blocks, the matched cells that lie in
   * one of them (by the equations) or whose block is unknown while no
   * element joined a list (a cell of a list's element would describe memory
   * the list owns) */
  bool consumed = false;
  for (uint32_t i = 0; i < a->nblocks; i++) consumed |= ha.used_b[i] && !bma[i];
  for (uint32_t j = 0; j < b->nblocks; j++) consumed |= hb.used_b[j] && !bmb[j];
  for (uint32_t k = 0; k < bp.len; k++) /* malloc(0)'s blocks only with their kind: no merge */
    if (a->bl[bp.data[k].i].zero != b->bl[bp.data[k].j].zero) ms.early = true;
  for (uint32_t k = 0; k < bp.len; k++) {
    seg_block x = a->bl[bp.data[k].i];
    if (!x.ety) x.ety = b->bl[bp.data[k].j].ety;
    x.lo = bp.data[k].lo;
    x.hi = bp.data[k].hi;
    seg_block_add(g, c, &x);
  }
  lin_vec extra = {0};
  /* a matched block of one size in both states keeps it (by the
   * equations; its KB atom in a may be a derived one that maps to no
   * candidate) */
  for (uint32_t k = 0; k < bp.len; k++) {
    int64_t sa, sb;
    const bpair *r = &bp.data[k];
    if (!seg_oc_diff(ha.oc, a->bl[r->i].hi, a->bl[r->i].lo, &sa) ||
        !seg_oc_diff(hb.oc, b->bl[r->j].hi, b->bl[r->j].lo, &sb) || sa != sb)
      continue;
    seg_lin l1 = seg_lv(r->hi), l2 = seg_lv(r->lo), t;
    l2.c = sa;
    if (seg_atom_mk(&t, &l1, SEG_EQ, &l2)) MT_VEC_PUSH(extra, t);
  }
  for (uint32_t k = 0; k < pp.len; k++) {
    const ppair *q = &pp.data[k];
    const seg_pt *x = &a->pt[q->i], *y = &b->pt[q->j];
    bool in = !consumed;
    for (uint32_t m = 0; m < bp.len && !in; m++) {
      int64_t oa, ob, sa, sb;
      const bpair *r = &bp.data[m];
      in = seg_heap_cell_off(&ha, a->bl[r->i].lo, x, &oa) && seg_heap_cell_off(&hb, b->bl[r->j].lo, y, &ob) &&
           seg_oc_diff(ha.oc, a->bl[r->i].hi, a->bl[r->i].lo, &sa) &&
           seg_oc_diff(hb.oc, b->bl[r->j].hi, b->bl[r->j].lo, &sb) && oa >= 0 && ob >= 0 &&
           oa + x->size <= sa + 1 && ob + y->size <= sb + 1;
    }
    if (!in) continue;
    seg_pt z = *x;
    z.addr = q->addr;
    z.val = q->val;
    seg_pt_add(g, c, &z);
    if (q->blo) { /* its address: the block's start plus the offset */
      seg_lin l1 = seg_lv(q->addr), l2 = seg_lv(q->blo), t;
      l2.c = q->off;
      if (seg_atom_mk(&t, &l1, SEG_EQ, &l2)) MT_VEC_PUSH(extra, t);
    }
  }
  /* heap blocks and lists of a or b without a counterpart in c are dropped */
  bool lost = a->heap_lost || b->heap_lost || ms.own_lost;
  for (uint32_t i = 0; i < a->nblocks; i++) lost |= a->bl[i].kind == SEG_B_HEAP && !bma[i] && (!ha.used_b[i] || apa[i]);
  for (uint32_t j = 0; j < b->nblocks; j++) lost |= b->bl[j].kind == SEG_B_HEAP && !bmb[j] && (!hb.used_b[j] || apb[j]);
  for (uint32_t i = 0; i < a->nli; i++) lost |= !ha.used_l[i];
  for (uint32_t j = 0; j < b->nli; j++) lost |= !hb.used_l[j];
  c->heap_lost = lost;
  /* a malloc(0) block with no counterpart (the other state's block there
   * has bytes): no merge, rather than a lost block */
  for (uint32_t i = 0; i < a->nblocks; i++) ms.early |= a->bl[i].zero && !bma[i];
  for (uint32_t j = 0; j < b->nblocks; j++) ms.early |= b->bl[j].zero && !bmb[j];
  c->hidden = a->hidden || b->hidden;
  c->hidden_held = (!a->hidden || a->hidden_held) && (!b->hidden || b->hidden_held);
  MT_VEC_FREE(bp);
  MT_VEC_FREE(pp);
  mt_free(bma);
  mt_free(bmb);
  mt_free(pma);
  mt_free(pmb);
  mt_free(apa);
  mt_free(apb);
  seg_heap_free(&ha);
  seg_heap_free(&hb);
  if (ms.early) {
    MT_VEC_FREE(extra);
    mt_free(ms.xa);
    mt_free(ms.xb);
    MT_VEC_FREE(ms.pairs);
    mt_free(ms.A.to);
    mt_free(ms.B.to);
    mt_free(ms.toa.to);
    mt_free(ms.tob.to);
    seg_state_free(c);
    return NULL;
  }
  /* candidates over c's variables */
  lin_vec cand = {0};
  for (uint32_t i = 0; i < extra.len; i++) cand_add(&cand, &extra.data[i]);
  MT_VEC_FREE(extra);
  /* a's atoms over variables that are the same in b (b descends from a:
   * the values did not change, so the atom still holds) go to c as they
   * are; the others are candidates.  (A variable of a that c has as
   * itself stands for itself in both states -- merging makes new
   * variables for everything else -- even when another c-variable was
   * also mapped from it: a list's back pointer that is also a cell's
   * value, say.) */
  uint32_t *cs;
  uint32_t ncs = seg_state_vars(c, &cs); /* c's variables so far */
  for (uint32_t i = 0; i < a->nkb; i++) {
    seg_lin t;
    const seg_lin *k = &a->kb[i];
    bool same = g->merge_desc && k->n;
    for (uint32_t j = 0; j < k->n && same; j++) same = bsearch(&k->v[j], cs, ncs, sizeof *cs, seg_cmp_u32);
    /* ... when b still has the atom: one b lost (a rule or a fold dropped
     * it) would make the next state fail the instance check on it while
     * the next merge keeps it again -- merging would not converge */
    if (same && seg_kb_has(b, k)) seg_kb_add(g, c, k);
    else if (lin_map(&ms.A, k, &t)) cand_weak(&cand, &t);
  }
  /* b's disequalities over the first and last field values of c's lists:
   * a fact a has as an equality (the last colour = BLACK) that b knows
   * only as a disequality (the last colour != RED, the branch it took)
   * holds in both as that disequality (only there: elsewhere the ITS of
   * termination would split each into a disjunction) */
  for (uint32_t i = 0; i < b->nkb; i++) {
    seg_lin t;
    if (b->kb[i].rel != SEG_NE || !lin_map(&ms.B, &b->kb[i], &t)) continue;
    bool fields = t.n > 0;
    for (uint32_t j = 0; j < t.n && fields; j++) {
      bool f = false;
      for (uint32_t q = 0; q < c->nli && !f; q++)
        for (uint32_t r = 0; r < c->li[q].nf && !f; r++)
          f = c->li[q].f[r].first == t.v[j] || c->li[q].f[r].last == t.v[j];
      fields = f;
    }
    if (fields) cand_add(&cand, &t);
  }
  /* a block bound of c that stands for an a-variable another c-variable
   * was mapped from (a block's start that is also a list's first prev
   * value, say): a's atoms over that variable are candidates over the
   * bound too (only bounds: instance checks match blocks structurally,
   * and a fact over another variable may not carry over to the state
   * checked next, so merging would not converge) */
  for (uint32_t q = 0; q < ncs && cand.len < 4000; q++) {
    mterm ta = back_term(&ms, 0, cs[q]);
    if (ta.k != 1 || ta.off || !ta.v || ta.v >= ms.A.n || vmap_get(&ms.A, ta.v) == cs[q]) continue;
    bool bound = false;
    for (uint32_t k = 0; k < c->nblocks && !bound; k++) bound = c->bl[k].lo == cs[q] || c->bl[k].hi == cs[q];
    if (!bound) continue;
    uint32_t av = ta.v, keep = ms.A.to[av];
    ms.A.to[av] = cs[q];
    for (uint32_t i = 0; i < a->nkb && cand.len < 4000; i++) {
      const seg_lin *k = &a->kb[i];
      bool has = false;
      for (uint32_t j = 0; j < k->n; j++) has |= k->v[j] == av;
      seg_lin t;
      if (has && lin_map(&ms.A, k, &t)) cand_weak(&cand, &t);
    }
    ms.A.to[av] = keep;
  }
  mt_free(cs);
  /* the variables of c that matter: frames, blocks, atoms */
  uint32_t *cv;
  uint32_t ncv = seg_state_vars(c, &cv), ncvall = ncv;
  const uint32_t *cvall = cv;
  uint32_t nvar = g->vars.len;
  ms.ma = mt_calloc(nvar + 1, sizeof(int64_t));
  ms.mb = mt_calloc(nvar + 1, sizeof(int64_t));
  ms.ka = mt_calloc(nvar + 1, 1);
  ms.kb = mt_calloc(nvar + 1, 1);
  model_of(g, a, ms.ma, ms.ka);
  model_of(g, b, ms.mb, ms.kb);
  /* c's variables that a's KB and b's equations fix to the same constant:
   * relations with them follow from the constants (strings of read-only
   * globals, say); a loop counter is a constant in the first state too,
   * but another one in the second, and a model of b that happens to give
   * a's constant (a count 0 beside an empty list) fixes nothing */
  uint8_t *fixed = mt_calloc(g->vars.len + 1, 1);
  int64_t fk[8];
  uint32_t nfk = 0;
  seg_assert_state(g, b);
  for (uint32_t q = 0; q < ncvall; q++) {
    uint32_t x = cvall[q], xa = vmap_get(&ms.toa, x);
    __int128 va, vb;
    if (!back_val(&ms, 0, x, &va) || !back_val(&ms, 1, x, &vb) || va != vb) continue;
    for (uint32_t r = 0; r < a->nkb && !fixed[x]; r++)
      fixed[x] = a->kb[r].rel == SEG_EQ && a->kb[r].n == 1 && a->kb[r].v[0] == xa;
    mterm tb = back_term(&ms, 1, x);
    if (!fixed[x] || tb.k == 2) continue;
    seg_lin e = seg_lv(tb.v), k = seg_lc(0), t;
    k.c = (int64_t)(vb - tb.off); /* (vb is a model value plus tb.off) */
    fixed[x] = tb.k == 1 && seg_atom_mk(&t, &e, SEG_EQ, &k) && seg_oc_valid(g, &t);
    /* a loop's bound may be such a value (a count stored in a cell):
     * its constant is a threshold */
    if (fixed[x] && !is_ptrish(g, x) && nfk < 8 && va > -4096 && va < 4096) fk[nfk++] = (int64_t)va;
  }
  seg_retract(g);
  /* lists: each variable equal to another of c's (or a constant) up to the
   * same offset in both models -- the length is the loop counter (seed 004
   * (B)), the end is NULL or the list's start (cyclic), a field holds the
   * counter's value (C) -- and the length at least 1 or 2 (A) */
  for (uint32_t i = 0; i < c->nli; i++) {
    uint32_t lv[SEG_LIST_NVARS];
    uint32_t nl = seg_list_vars(&c->li[i], lv);
    for (uint32_t q = 0; q < nl; q++) {
      uint32_t v = lv[q];
      __int128 va, vb;
      seg_lin lvv = seg_lv(v), t;
      /* a field of a list empty on one side (any value there) that holds
       * a constant on the other: every element holds it (seed 004 (C)) */
      for (int side = 0; side < 2; side++) {
        __int128 w;
        if (back_term(&ms, side, v).k != MT_ANY || is_ptrish(g, v) || !back_val(&ms, 1 - side, v, &w) ||
            w <= -4096 || w >= 4096)
          continue;
        seg_lin k = seg_lc((int64_t)w);
        if (seg_atom_mk(&t, &lvv, SEG_EQ, &k)) cand_add(&cand, &t);
      }
      if (!back_val(&ms, 0, v, &va) || !back_val(&ms, 1, v, &vb)) continue;
      if (va == vb && va > INT64_MIN / 2 && va < INT64_MAX / 2) {
        seg_lin k = seg_lc((int64_t)va);
        if (seg_atom_mk(&t, &lvv, SEG_EQ, &k)) cand_add(&cand, &t);
      }
      if (v == c->li[i].len)
        for (int64_t m = 1; m <= 2; m++) { /* (A): small lower bounds only (no widening chain) */
          seg_lin k = seg_lc(m);
          if (seg_atom_le(&t, &k, &lvv)) cand_add(&cand, &t);
        }
      for (uint32_t j = 0; j < ncvall && cand.len < 4000; j++) {
        uint32_t x = cvall[j];
        __int128 xa, xb;
        if (x == v || fixed[x] || is_ptrish(g, x) != is_ptrish(g, v) || !back_val(&ms, 0, x, &xa) ||
            !back_val(&ms, 1, x, &xb))
          continue;
        __int128 da = va - xa, db = vb - xb, sa = va + xa, sb = vb + xb;
        /* the length plus a counter that counts down (len = n0 - n), or
         * plus the length of the list the elements come from */
        if (v == c->li[i].len && !is_ptrish(g, x) && sa == sb && sa >= 0 && sa <= 4096) {
          seg_lin e, k = seg_lc((int64_t)sa), lx = seg_lv(x);
          if (seg_lin_addk(&e, &lvv, 1, &lx) && seg_atom_mk(&t, &e, SEG_EQ, &k)) cand_add(&cand, &t);
        }
        /* ... or up to a bound y the loop leaves alone (a program value): len + x = y + d
         * (a list of n elements built by n, n-1, ..., 1, or freed by
         * i = 0, 1, ..., n-1), len - x = -y + d */
        if (v == c->li[i].len && !is_ptrish(g, x) && changed(&ms, x))
          for (uint32_t r = 0; r < ncvall && cand.len < 4000; r++) {
            uint32_t y = cvall[r];
            __int128 ya, yb;
            if (y == x || y == v || fixed[y] || changed(&ms, y) || is_ptrish(g, y) || !names_value(c, y) ||
                !back_val(&ms, 0, y, &ya) || !back_val(&ms, 1, y, &yb))
              continue;
            for (int sg = 1; sg >= -1; sg -= 2) {
              __int128 d1 = va + sg * xa - ya, d2 = vb + sg * xb - yb;
              if (d1 != d2 || d1 < -4096 || d1 > 4096) continue;
              seg_lin e, k = seg_lc((int64_t)d1), lx = seg_lv(x), ly = seg_lv(y);
              if (seg_lin_addk(&e, &lvv, sg, &lx) && seg_lin_addk(&e, &e, -1, &ly) &&
                  seg_atom_mk(&t, &e, SEG_EQ, &k))
                cand_add(&cand, &t);
            }
          }
        if (da != db || da < -4096 || da > 4096) continue;
        seg_lin lx = seg_lv(x);
        lx.c = (int64_t)da;
        if (seg_atom_mk(&t, &lvv, SEG_EQ, &lx)) cand_add(&cand, &t);
      }
    }
  }
  /* the pair search: not over variables a's KB fixes to a constant (their
   * relations follow), at most 48 */
  /* nor over a value the loop left alone that a's KB ties to another such
   * value by an equation x = y + k (the cells of a string: their relations
   * follow from the one kept); values the loop changed come first */
  for (uint32_t i = 0; i < a->nkb; i++) {
    const seg_lin *e = &a->kb[i];
    if (e->rel != SEG_EQ || e->n != 2 || e->k[0] != -e->k[1] || (e->k[0] != 1 && e->k[0] != -1)) continue;
    uint32_t x = e->v[0] > e->v[1] ? e->v[0] : e->v[1], y = e->v[0] > e->v[1] ? e->v[1] : e->v[0];
    if (!bsearch(&x, cvall, ncvall, sizeof *cvall, seg_cmp_u32) ||
        !bsearch(&y, cvall, ncvall, sizeof *cvall, seg_cmp_u32) || changed(&ms, x) || changed(&ms, y))
      continue;
    fixed[x] = 1;
  }
  uint32_t *cvp = mt_malloc(sizeof(uint32_t) * (ncvall + 1));
  {
    uint32_t k = 0;
    for (int pass = 0; pass < 2; pass++)
      for (uint32_t q = 0; q < ncvall; q++)
        if (!fixed[cvall[q]] && changed(&ms, cvall[q]) == (pass == 0)) cvp[k++] = cvall[q];
    ncv = k;
    cv = cvp;
  }
  mt_free(fixed);
  if (ncv > 48) ncv = 48; /* bound the pair search */
  for (uint32_t i = 0; i < ncv; i++)
    for (uint32_t j = i + 1; j < ncv; j++) {
      uint32_t x = cv[i], y = cv[j];
      if (is_ptrish(g, x) != is_ptrish(g, y)) continue;
      /* two values the loop left alone: a's KB says what it knows */
      if (g->merge_desc && !changed(&ms, x) && !changed(&ms, y)) continue;
      seg_lin lx, ly, t;
      seg_lin_var(&lx, x);
      seg_lin_var(&ly, y);
      if (seg_atom_le(&t, &lx, &ly)) cand_add(&cand, &t);
      if (seg_atom_le(&t, &ly, &lx)) cand_add(&cand, &t);
      if (seg_atom_lt(&t, &lx, &ly)) cand_add(&cand, &t);
      if (seg_atom_lt(&t, &ly, &lx)) cand_add(&cand, &t);
      /* x <= y + d for the largest difference d of the two models when it
       * is 1 or 2 (a cursor one past another: sp <= ep + 1 of a trim, an
       * index <= a count + 1) */
      uint32_t xa = vmap_get(&ms.toa, x), ya = vmap_get(&ms.toa, y);
      uint32_t xb = vmap_get(&ms.tob, x), yb = vmap_get(&ms.tob, y);
      if (!ms.ka[xa] || !ms.ka[ya] || !ms.kb[xb] || !ms.kb[yb]) continue;
      __int128 da = (__int128)ms.ma[xa] - ms.ma[ya], db = (__int128)ms.mb[xb] - ms.mb[yb];
      for (int dir = 0; dir < 2; dir++) {
        __int128 d = da > db ? da : db;
        if (d >= 1 && d <= 2) {
          seg_lin e = dir ? ly : lx, o = dir ? lx : ly;
          o.c = (int64_t)d;
          if (seg_atom_le(&t, &e, &o)) cand_add(&cand, &t);
        }
        da = -da;
        db = -db;
        /* the other direction: y - x <= max(-da, -db) */
      }
    }
  /* bounds from a's model (the older state) */
  for (uint32_t i = 0; i < ncv; i++) {
    uint32_t x = cv[i], xa = vmap_get(&ms.toa, x);
    if (is_ptrish(g, x) || !ms.ka[xa]) continue;
    seg_lin lx, k, t;
    seg_lin_var(&lx, x);
    seg_lin_const(&k, ms.ma[xa]);
    if (seg_atom_le(&t, &lx, &k)) cand_add(&cand, &t);
    if (seg_atom_le(&t, &k, &lx)) cand_add(&cand, &t);
  }
  /* thresholds: per variable the nearest bounds K (constants compared in
   * the frames' functions, +-1, and 0) that both models satisfy */
  int64_t th[SEG_THRESH_MAX];
  uint32_t nth = thresholds(g, c, th);
  for (uint32_t q = 0; q < nfk; q++) {
    th_add(th, &nth, fk[q] - 1);
    th_add(th, &nth, fk[q]);
    th_add(th, &nth, fk[q] + 1);
  }
  for (uint32_t i = 0; i < ncv; i++) {
    uint32_t x = cv[i], xa = vmap_get(&ms.toa, x), xb = vmap_get(&ms.tob, x);
    if (is_ptrish(g, x) || !ms.ka[xa] || !ms.kb[xb]) continue;
    int64_t mlo = ms.ma[xa] < ms.mb[xb] ? ms.ma[xa] : ms.mb[xb];
    int64_t mhi = ms.ma[xa] < ms.mb[xb] ? ms.mb[xb] : ms.ma[xa];
    /* the three nearest thresholds on each side (K-1, K, K+1 of one
     * comparison: the loop body, the exit and the step see different ones) */
    for (int side = 0; side < 2; side++) {
      int64_t last = 0;
      for (int r = 0; r < 3; r++) {
        bool has = false;
        int64_t best = 0;
        for (uint32_t k = 0; k < nth; k++) {
          int64_t t = th[k];
          if (side ? (t < mhi || (r && t <= last)) : (t > mlo || (r && t >= last))) continue;
          if (!has || (side ? t < best : t > best)) best = t, has = true;
        }
        if (!has) break;
        last = best;
        seg_lin lx = seg_lv(x), kc = seg_lc(best), t;
        if (side ? seg_atom_le(&t, &lx, &kc) : seg_atom_le(&t, &kc, &lx)) cand_add(&cand, &t);
      }
    }
  }
  /* difference relations x1 - x2 = x3 - x4: equal distances in both models */
  typedef struct { uint32_t x, y; int64_t da, db; } dpair;
  MT_VEC(dpair) dp = {0};
  /* not over values only callers' frames hold: a loop in a callee does not
   * change them, and with a deep call stack their pairs are quadratic in
   * number (nested list destructors: thousands of candidates, each one
   * checked, the survivors in every later state) */
  uint8_t *outer = mt_calloc(g->vars.len + 1, 1);
  for (uint32_t f = 0; f + 1 < c->nframes; f++)
    for (uint32_t j = 0; j < c->fr[f].f->nslots; j++)
      if (c->fr[f].lv[j] && c->fr[f].lv[j] <= g->vars.len) outer[c->fr[f].lv[j]] = 1;
  {
    uint32_t *iv;
    seg_state tmp = *c;
    tmp.nframes = 0; /* blocks, cells, lists: not the frames, not the KB */
    tmp.nkb = 0;
    uint32_t niv = seg_state_vars(&tmp, &iv);
    for (uint32_t k = 0; k < niv; k++)
      if (iv[k] <= g->vars.len) outer[iv[k]] = 0;
    mt_free(iv);
    const seg_frame *tf = &c->fr[c->nframes - 1];
    for (uint32_t j = 0; j < tf->f->nslots; j++)
      if (tf->lv[j] && tf->lv[j] <= g->vars.len) outer[tf->lv[j]] = 0;
  }
  for (uint32_t i = 0; i < ncv; i++)
    for (uint32_t j = 0; j < ncv; j++) {
      if (i == j) continue;
      uint32_t x = cv[i], y = cv[j];
      if ((x <= g->vars.len && outer[x]) || (y <= g->vars.len && outer[y])) continue;
      if (is_ptrish(g, x) != is_ptrish(g, y)) continue;
      if (g->merge_desc && !changed(&ms, x) && !changed(&ms, y)) continue; /* a's KB knows x - y */
      uint32_t xa = vmap_get(&ms.toa, x), ya = vmap_get(&ms.toa, y);
      uint32_t xb = vmap_get(&ms.tob, x), yb = vmap_get(&ms.tob, y);
      if (!ms.ka[xa] || !ms.ka[ya] || !ms.kb[xb] || !ms.kb[yb]) continue;
      dpair d = {x, y, 0, 0};
      if (__builtin_sub_overflow(ms.ma[xa], ms.ma[ya], &d.da) ||
          __builtin_sub_overflow(ms.mb[xb], ms.mb[yb], &d.db))
        continue;
      if (d.da < 0 || d.da > 4096) continue; /* oriented, bounded: symmetry and size */
      MT_VEC_PUSH(dp, d);
    }
  for (uint32_t i = 0; i < dp.len && cand.len < 4000; i++)
    for (uint32_t j = i + 1; j < dp.len; j++) {
      const dpair *p = &dp.data[i], *q = &dp.data[j];
      if (p->da != q->da || p->db != q->db || p->da == p->db) continue;
      if (p->x == q->x || p->y == q->y) continue;
      seg_lin t;
      seg_lin_const(&t, 0);
      seg_lin l;
      seg_lin_var(&l, p->x);
      if (!seg_lin_addk(&t, &t, 1, &l)) continue;
      seg_lin_var(&l, p->y);
      if (!seg_lin_addk(&t, &t, -1, &l)) continue;
      seg_lin_var(&l, q->x);
      if (!seg_lin_addk(&t, &t, -1, &l)) continue;
      seg_lin_var(&l, q->y);
      if (!seg_lin_addk(&t, &t, 1, &l)) continue;
      t.rel = SEG_EQ;
      cand_add(&cand, &t);
    }
  MT_VEC_FREE(dp);
  mt_free(outer);
  /* room: for the pointers x, y of the top frame into two blocks X, Y
   * (parallel walks: strcpy, strcat) and its integers n (a walk with a
   * counter: strncpy), the room left in X against that in Y or against n:
   * x - y <= hi_X - hi_Y + t, x + n <= hi_X + t, x - n <= hi_X + t (and the
   * same towards lo), t in {-1, 0, 1} */
  const seg_frame *top = &c->fr[c->nframes - 1];
  for (uint32_t i = 0; i < top->f->nslots && cand.len < 4000; i++) {
    uint32_t x = top->lv[i];
    if (!x || !is_ptrish(g, x) || !changed(&ms, x)) continue;
    int bx = block_of(g, c, &ms, x);
    if (bx < 0) continue;
    for (uint32_t j = 0; j < top->f->nslots; j++) {
      uint32_t y = top->lv[j];
      if (!y || i == j || !changed(&ms, y)) continue;
      int by = -1;
      if (is_ptrish(g, y)) {
        by = block_of(g, c, &ms, y);
        if (by < 0 || by == bx) continue;
      }
      for (int sg = -1; sg <= 1; sg += 2) {
        if (by >= 0 && sg == 1) continue; /* pointers: only x - y */
        for (int end = 0; end < 2; end++) {
          seg_lin e = seg_lv(x), ly = seg_lv(y);
          uint32_t ex = end ? c->bl[bx].hi : c->bl[bx].lo;
          if (!seg_lin_addk(&e, &e, sg, &ly)) continue;
          seg_lin lx = seg_lv(ex);
          if (!seg_lin_addk(&e, &e, -1, &lx)) continue;
          if (by >= 0) {
            seg_lin lyb = seg_lv(end ? c->bl[by].hi : c->bl[by].lo);
            if (!seg_lin_addk(&e, &e, 1, &lyb)) continue;
          }
          /* end: e <= t; start: -e <= t */
          if (!end && !seg_lin_scale(&e, &e, -1)) continue;
          /* t: -1, 0, 1 and e's value in either model (a constant
           * offset of the loop's entry, as in d + n = hi + 2) */
          int64_t ts[5] = {-1, 0, 1, 0, 0};
          uint32_t nts = 3;
          for (int side = 0; side < 2; side++) {
            int64_t val;
            if (lin_value(&e, &ms, side, &val) && val > -4096 && val < 4096) ts[nts++] = val;
          }
          for (uint32_t q = 0; q < nts; q++) {
            seg_lin a1 = e;
            a1.c -= ts[q];
            a1.rel = SEG_LE;
            cand_add(&cand, &a1);
          }
        }
      }
    }
  }
  /* index walks: for a pointer x of the top frame into a block X and an
   * integer y of the top frame that the loop changed, the address x + y
   * against each cell of X: x + y <= a and x + y < a (a terminator ahead
   * of the index, as in `while (s[i]) i++` with s fixed) */
  for (uint32_t i = 0; i < top->f->nslots && cand.len < 4000; i++) {
    uint32_t x = top->lv[i];
    if (!x || !is_ptrish(g, x)) continue;
    int bx = block_of(g, c, &ms, x);
    if (bx < 0) continue;
    for (uint32_t j = 0; j < top->f->nslots; j++) {
      uint32_t y = top->lv[j];
      if (!y || i == j || is_ptrish(g, y) || !changed(&ms, y)) continue;
      for (uint32_t k = 0; k < c->npt && cand.len < 4000; k++) {
        uint32_t ad = c->pt[k].addr;
        int ba = block_of(g, c, &ms, ad); /* -1: the models place it nowhere */
        if (ad == x || (ba >= 0 && ba != bx)) continue;
        seg_lin e = seg_lv(x), ly = seg_lv(y), la = seg_lv(ad), t;
        if (!seg_lin_addk(&e, &e, 1, &ly)) continue;
        if (seg_atom_le(&t, &e, &la)) cand_add(&cand, &t);
        if (seg_atom_lt(&t, &e, &la)) cand_add(&cand, &t);
        /* plus an integer the loop left alone: s[i + j] in an inner loop */
        for (uint32_t q = 0; q < top->f->nslots; q++) {
          uint32_t z = top->lv[q];
          if (!z || q == i || q == j || is_ptrish(g, z) || changed(&ms, z)) continue;
          seg_lin e2, lz = seg_lv(z);
          if (!seg_lin_addk(&e2, &e, 1, &lz)) continue;
          if (seg_atom_le(&t, &e2, &la)) cand_add(&cand, &t);
        }
      }
    }
  }
  /* strides: m | x - y (or m | x) when the two models' values change by a
   * multiple m >= 2 of which both are multiples -- a pointer that walks an
   * array of m-byte elements stays aligned to its start */
  for (uint32_t i = 0; i < ncv && cand.len < 4000; i++)
    for (uint32_t j = i; j < ncv; j++) {
      uint32_t x = cv[i], y = cv[j];
      if (i == j ? is_ptrish(g, x) : is_ptrish(g, x) != is_ptrish(g, y)) continue;
      if (!changed(&ms, x) && !changed(&ms, y)) continue;
      uint32_t xa = vmap_get(&ms.toa, x), xb = vmap_get(&ms.tob, x);
      uint32_t ya = vmap_get(&ms.toa, y), yb = vmap_get(&ms.tob, y);
      if (!ms.ka[xa] || !ms.kb[xb] || (i != j && (!ms.ka[ya] || !ms.kb[yb]))) continue;
      int64_t da = ms.ma[xa], db = ms.mb[xb];
      if (i != j && (__builtin_sub_overflow(da, ms.ma[ya], &da) ||
                     __builtin_sub_overflow(db, ms.mb[yb], &db)))
        continue;
      if (da == db || da == INT64_MIN || db == INT64_MIN) continue;
      int64_t m = mt_gcd64(da < 0 ? -da : da, db < 0 ? -db : db);
      if (m < 2 || m > SEG_DIV_MAX) continue;
      seg_lin t = seg_lv(x), ly = seg_lv(y);
      if (i != j && !seg_lin_addk(&t, &t, -1, &ly)) continue;
      t.rel = seg_rel_div(m);
      cand_add(&cand, &t);
    }
  /* filter: only c's own variables, both models, then validity in a, then in b */
  uint8_t *okc = mt_calloc(cand.len + 1, 1);
  for (uint32_t i = 0; i < cand.len; i++) {
    bool own = true;
    for (uint32_t j = 0; j < cand.data[i].n && own; j++)
      own = bsearch(&cand.data[i].v[j], cvall, ncvall, sizeof *cvall, seg_cmp_u32) != NULL;
    okc[i] = own && eval_model(&cand.data[i], &ms, 0) != 0 && eval_model(&cand.data[i], &ms, 1) != 0;
  }
  smt_term *terms = mt_malloc(sizeof(smt_term) * (cand.len + 1));
  /* a candidate over MT_ANY values of one side only holds there for the
   * other side's values (checked on that side): all such candidates
   * together, with the list facts of an empty list, have that witness */
  uint8_t *anyc = mt_calloc(cand.len + 1, 1);
  for (int side = 0; side < 2; side++) {
    const seg_state *s = side ? b : a;
    for (uint32_t i = 0; i < cand.len; i++) {
      seg_lin t;
      terms[i] = NULL;
      if (!okc[i]) continue;
      bool any = false;
      if (!back_lin(&ms, side, &cand.data[i], &t, &any)) {
        okc[i] = 0;
        if (any && !anyc[i]) anyc[i] = (uint8_t)(side + 1);
        continue;
      }
      MT_INC(g->run, seg_merge_cands);
      terms[i] = seg_fact(g, &t);
    }
    seg_assert_state(g, s);
    seg_houdini(g, terms, okc, cand.len);
    seg_retract(g);
    /* any-value candidates of side 0 wait for their check on side 1 */
    if (side == 0)
      for (uint32_t i = 0; i < cand.len; i++)
        if (anyc[i] == 1) okc[i] = 1;
  }
  /* any-value candidates of side 1 that held on side 0 (okc was cleared
   * on side 1 only for them) */
  for (uint32_t i = 0; i < cand.len; i++)
    if (anyc[i] == 2) okc[i] = 1;
  mt_free(anyc);
  mt_free(terms);
  prune_implied(&cand, okc);
  /* e <= 0 and -e <= 0 both kept: e = 0 (an equation the offset classes
   * see -- a parameter equal to a block's start in every return) */
  for (uint32_t i = 0; i < cand.len; i++) {
    const seg_lin *x = &cand.data[i];
    if (!okc[i] || x->rel != SEG_LE || x->n < 1 || x->n > 2) continue;
    for (uint32_t j = i + 1; j < cand.len; j++) {
      const seg_lin *y = &cand.data[j];
      if (!okc[j] || y->rel != SEG_LE || y->n != x->n || y->c != -x->c) continue;
      bool opp = true;
      for (uint32_t q = 0; q < x->n && opp; q++) opp = y->v[q] == x->v[q] && y->k[q] == -x->k[q];
      if (!opp) continue;
      seg_lin e = *x;
      e.rel = SEG_EQ;
      seg_kb_add(g, c, &e);
      okc[i] = okc[j] = 0;
      break;
    }
  }
  for (uint32_t i = 0; i < cand.len; i++)
    if (okc[i]) seg_kb_add(g, c, &cand.data[i]);
  if (mt_log_on(g->run, 4))
    for (uint32_t i = 0; i < cand.len; i++) {
      bool li = false;
      for (uint32_t q = 0; q < c->nli; q++)
        for (uint32_t j = 0; j < cand.data[i].n; j++) li |= cand.data[i].v[j] == c->li[q].len;
      if (!li && !mt_log_on(g->run, 5)) continue;
      mt_buf bf = {0};
      seg_lin_print(&bf, &cand.data[i], true);
      MT_LOG(g->run, 4, "seg", "list candidate %s: %s", bf.data, okc[i] ? "kept" : "dropped");
      mt_buf_free(&bf);
    }
  mt_free(okc);
  MT_VEC_FREE(cand);
  mt_free(cvp);
  mt_free((void *)cvall);
  /* the instantiation of the edge a -> c: c-var -> a-var */
  MT_VEC(seg_pair) pairs = {0};
  uint32_t *vs;
  uint32_t nv = seg_state_vars(c, &vs);
  for (uint32_t i = 0; i < nv; i++) {
    mterm t = back_term(&ms, 0, vs[i]);
    if (t.k >= 3) continue; /* nothing in a: free on the edge */
    seg_pair p = {vs[i], t.k == 1 ? t.v : 0, t.off};
    MT_VEC_PUSH(pairs, p);
  }
  mt_free(vs);
  *nmu = pairs.len;
  *mu_out = pairs.len ? mt_arena_memdup(&g->arena, pairs.data, sizeof(seg_pair) * pairs.len) : NULL;
  MT_VEC_FREE(pairs);
  mt_free(ms.xa);
  mt_free(ms.xb);
  MT_VEC_FREE(ms.pairs);
  mt_free(ms.A.to);
  mt_free(ms.B.to);
  mt_free(ms.toa.to);
  mt_free(ms.tob.to);
  mt_free(ms.ma);
  mt_free(ms.mb);
  mt_free(ms.ka);
  mt_free(ms.kb);
  seg_list_orient(c); /* (doubly linked lists: next before prev) */
  return c;
}
