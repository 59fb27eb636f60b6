/* own.c -- objects that list elements own (issue 13: element payloads).
 *
 * A pointer field of a list may be *owned*: in every element it holds an
 * object of the field's template -- a heap block (or NULL when the
 * template is nullable) with constant cells, or a NULL-terminated list --
 * that nothing but this field points to; a cell of an object may own an
 * object in turn (a list of lists, a block that owns a block).  The
 * objects belong to the list like its elements: not in AL, not in PT, not
 * list invariants of the state, disjoint from everything else.  An element
 * that is materialized brings its object along (list.c), a fold or a merge
 * that takes an element takes its objects (list_fold.c, merge.c), and an
 * instance check maps an owned field onto objects that fit (merge.c).
 *
 * A block template may also let the field point into its own element
 * instead, at a fixed offset (self: a struct that holds a pointer to its
 * own embedded data or to a separate block, e.g. small-buffer storage);
 * an element whose field does so owns nothing through it.
 *
 * Templates are values without variables, interned per graph (g->owns,
 * id = index + 1); a template of size 0 is a field NULL so far, or with
 * self, one that points into its element (or is NULL, when nullable). */
#include <stdlib.h>
#include <string.h>

#include "seg_int.h"

const seg_own *seg_own_get(const seg_graph *g, uint32_t id) {
  return id && id <= g->owns.len ? &g->owns.data[id - 1] : NULL;
}

static int cell_cmp(const void *x, const void *y) {
  const seg_owncell *a = x, *b = y;
  if (a->off != b->off) return a->off < b->off ? -1 : 1;
  if (a->size != b->size) return a->size < b->size ? -1 : 1;
  if (a->ty != b->ty) return a->ty < b->ty ? -1 : 1;
  if (a->view != b->view) return a->view < b->view ? -1 : 1;
  if (a->sub != b->sub) return a->sub < b->sub ? -1 : 1;
  return a->c < b->c ? -1 : a->c > b->c;
}

uint32_t seg_own_intern(seg_graph *g, const seg_own *o) {
  seg_own t;
  memset(&t, 0, sizeof t);
  t.kind = o->kind;
  t.nullable = o->nullable;
  t.self = o->self;
  t.size = o->size;
  t.noff = o->noff;
  t.pfield = o->pfield;
  t.pty = o->pty;
  t.ety = o->ety;
  t.site = o->site;
  t.ncell = o->ncell;
  for (uint32_t i = 0; i < o->ncell; i++) {
    seg_owncell c;
    memset(&c, 0, sizeof c);
    c.off = o->cell[i].off;
    c.size = o->cell[i].size;
    c.ty = o->cell[i].ty;
    c.view = o->cell[i].view;
    c.c = o->cell[i].sub ? 0 : o->cell[i].c;
    c.sub = o->cell[i].sub;
    t.cell[i] = c;
  }
  qsort(t.cell, t.ncell, sizeof t.cell[0], cell_cmp);
  for (uint32_t i = 0; i < g->owns.len; i++) {
    seg_own *u = &g->owns.data[i];
    /* the site only names: templates that differ in it are the same */
    ir_loc keep = u->site;
    u->site = t.site;
    bool same = !memcmp(u, &t, sizeof t);
    u->site = keep;
    if (same) return i + 1;
  }
  MT_VEC_PUSH(g->owns, t);
  return g->owns.len;
}

uint32_t seg_own_null(seg_graph *g) {
  seg_own t;
  memset(&t, 0, sizeof t);
  t.nullable = true;
  return seg_own_intern(g, &t);
}

bool seg_own_is_null(const seg_graph *g, uint32_t x) {
  const seg_own *a = seg_own_get(g, x);
  return a && a->size == 0 && a->kind != SEG_OWN_RING && !a->self;
}

/* x with the field's alternative of pointing into its element at
 * self - 1 (also NULL when nullable) */
static uint32_t with_self(seg_graph *g, uint32_t x, uint32_t self, bool nullable) {
  const seg_own *a = seg_own_get(g, x);
  seg_own t = *a;
  t.self = self;
  t.nullable |= nullable;
  return seg_own_intern(g, &t);
}

bool seg_own_is_ring(const seg_graph *g, uint32_t x) {
  const seg_own *a = seg_own_get(g, x);
  return a && a->kind == SEG_OWN_RING;
}

uint32_t seg_own_nullable(seg_graph *g, uint32_t x) {
  const seg_own *a = seg_own_get(g, x);
  if (!a || a->nullable) return x;
  seg_own t = *a;
  t.nullable = true;
  return seg_own_intern(g, &t);
}

static const seg_owncell *cell_at(const seg_own *o, uint32_t off) {
  for (uint32_t i = 0; i < o->ncell; i++)
    if (o->cell[i].off == off) return &o->cell[i];
  return NULL;
}

static bool same_slot(const seg_owncell *a, const seg_owncell *b) {
  return a->off == b->off && a->size == b->size && a->ty == b->ty && a->view == b->view;
}

/* the join of two cells at one offset: *out; false when none keeps what
 * both own (a constant and an object: only NULL and a nullable one) */
static bool join_cell(seg_graph *g, const seg_owncell *a, const seg_owncell *b, seg_owncell *out, bool *keep) {
  *keep = false;
  if (!a || !b) return !(a && a->sub) && !(b && b->sub); /* unknown on one side: no object may be lost */
  if (!same_slot(a, b)) return !a->sub && !b->sub;
  *out = *a;
  if (!a->sub && !b->sub) {
    *keep = a->c == b->c;
    return true;
  }
  uint32_t sa = a->sub, sb = b->sub;
  if (!sa || !sb) { /* a constant and an object: NULL, and the object may be NULL */
    if ((sa ? b->c : a->c) != 0) return false;
    uint32_t s = seg_own_nullable(g, sa ? sa : sb);
    if (!seg_own_get(g, s)->nullable) return false;
    out->sub = s;
    out->c = 0;
    *keep = true;
    return true;
  }
  out->sub = seg_own_join(g, sa, sb);
  *keep = out->sub != 0;
  return out->sub != 0;
}

/* block a as a list of template l's kind: one element (next NULL) */
static uint32_t join_block_list(seg_graph *g, const seg_own *a, const seg_own *l) {
  if (a->size != l->size) return 0;
  const seg_owncell *nx = cell_at(a, l->noff);
  if (!nx || nx->sub || nx->c != 0) return 0;
  if (l->pfield) { /* (the only element's prev: NULL) */
    const seg_owncell *pv = cell_at(a, l->pfield - 1);
    if (!pv || pv->sub || pv->c != 0) return 0;
  }
  seg_own t = *l;
  t.nullable = l->nullable || a->nullable;
  t.ncell = 0;
  for (uint32_t i = 0; i < l->ncell; i++) {
    const seg_owncell *x = &l->cell[i], *y = cell_at(a, x->off);
    seg_owncell o;
    bool keep;
    if (!y || !join_cell(g, x, y, &o, &keep) || !keep) return 0;
    t.cell[t.ncell++] = o;
  }
  /* the block's objects are the element's: each one a field of the list's */
  for (uint32_t i = 0; i < a->ncell; i++)
    if (a->cell[i].sub && !cell_at(l, a->cell[i].off)) return 0;
  return seg_own_intern(g, &t);
}

uint32_t seg_own_join(seg_graph *g, uint32_t x, uint32_t y) {
  if (x == y) return x;
  const seg_own *a = seg_own_get(g, x), *b = seg_own_get(g, y);
  if (!a || !b) return 0;
  if (a->self || b->self) { /* block objects (or none) only, one offset into the element */
    if (a->kind != SEG_OWN_BLOCK || b->kind != SEG_OWN_BLOCK || (a->self && b->self && a->self != b->self))
      return 0;
    uint32_t self = a->self ? a->self : b->self;
    if (!a->size || !b->size) { /* no object on one side: the other's, with that side's NULL */
      const seg_own *z = a->size ? b : a;
      uint32_t other = a->size ? x : y;
      return with_self(g, other, self, z->nullable);
    }
    seg_own ta = *a, tb = *b;
    ta.self = tb.self = 0;
    uint32_t j = seg_own_join(g, seg_own_intern(g, &ta), seg_own_intern(g, &tb));
    return j ? with_self(g, j, self, false) : 0;
  }
  if (a->kind == SEG_OWN_RING || b->kind == SEG_OWN_RING) { /* rings join rings only */
    if (a->kind != b->kind) return 0;
    if (a->size == 0) return seg_own_nullable(g, y);
    if (b->size == 0) return seg_own_nullable(g, x);
    if (a->size != b->size || a->noff != b->noff || a->pty != b->pty) return 0;
    seg_own t = *a;
    t.ety = a->ety == b->ety ? a->ety : !a->ety ? b->ety : !b->ety ? a->ety : 0;
    t.nullable = a->nullable || b->nullable;
    return seg_own_intern(g, &t);
  }
  if (a->size == 0) return seg_own_nullable(g, y);
  if (b->size == 0) return seg_own_nullable(g, x);
  if (a->kind != b->kind) {
    const seg_own *blk = a->kind == SEG_OWN_BLOCK ? a : b, *lst = a->kind == SEG_OWN_BLOCK ? b : a;
    return join_block_list(g, blk, lst);
  }
  if (a->size != b->size) return 0;
  if (a->kind == SEG_OWN_LIST && (a->noff != b->noff || a->pfield != b->pfield || a->pty != b->pty)) return 0;
  seg_own t;
  memset(&t, 0, sizeof t);
  t.kind = a->kind;
  t.size = a->size;
  t.noff = a->noff;
  t.pfield = a->pfield;
  t.pty = a->pty;
  t.ety = a->ety == b->ety ? a->ety : !a->ety ? b->ety : !b->ety ? a->ety : 0;
  t.nullable = a->nullable || b->nullable;
  t.site = a->site;
  /* every offset of either */
  for (int side = 0; side < 2; side++) {
    const seg_own *p = side ? b : a, *q = side ? a : b;
    for (uint32_t i = 0; i < p->ncell; i++) {
      if (side && cell_at(a, p->cell[i].off)) continue; /* done from a */
      seg_owncell o;
      bool keep;
      if (!join_cell(g, &p->cell[i], cell_at(q, p->cell[i].off), &o, &keep)) return 0;
      if (keep) t.cell[t.ncell++] = o;
    }
  }
  return seg_own_intern(g, &t);
}

bool seg_own_leq(seg_graph *g, uint32_t x, uint32_t y) {
  if (x == y) return true;
  if (seg_own_is_null(g, x)) return seg_own_get(g, y) && seg_own_get(g, y)->nullable;
  return seg_own_join(g, x, y) == y;
}

/* ---- classification ------------------------------------------------------------------- */

/* x points at or into the block starting at lo (an offset by the equations) */
static bool refers(const seg_heap *h, uint32_t x, uint32_t lo) {
  int64_t d;
  return x && seg_oc_diff(h->oc, x, lo, &d);
}

/* the pointer v is NULL by the equations, or by an atom v <= 0 of the KB
 * (pointers are never negative) */
static bool is_null(const seg_graph *g, const seg_heap *h, uint32_t v) {
  int64_t c;
  if (seg_oc_value(h->oc, v, &c)) return c == 0;
  if (g->vars.data[v].view != SEG_V_PTR) return false;
  const seg_state *s = h->s;
  for (uint32_t i = 0; i < s->nkb; i++) {
    const seg_lin *a = &s->kb[i];
    if (a->rel == SEG_LE && a->n == 1 && a->k[0] > 0 && a->c >= 0 && seg_oc_same(h->oc, a->v[0], v)) return true;
  }
  return false;
}

static bool in_set(const uint32_t *xs, uint32_t n, uint32_t x) {
  for (uint32_t i = 0; i < n; i++)
    if (xs[i] == x) return true;
  return false;
}

/* something but the cells cells[0..nc) and the lists lists[0..nl) refers to
 * x (at any offset): a program value, another cell, another list */
static bool referenced_but(const seg_heap *h, uint32_t x, const uint32_t *cells, uint32_t nc, const uint32_t *lists,
                           uint32_t nl) {
  const seg_state *s = h->s;
  int64_t cv;
  if (seg_oc_value(h->oc, x, &cv)) return false; /* a constant (NULL) is nobody's */
  for (uint32_t f = 0; f < s->nframes; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++)
      if (refers(h, s->fr[f].lv[j], x)) return true;
  for (uint32_t i = 0; i < s->npt; i++)
    if (!in_set(cells, nc, i) && refers(h, s->pt[i].val, x)) return true;
  for (uint32_t i = 0; i < s->nli; i++) {
    if (in_set(lists, nl, i)) continue;
    uint32_t vs[SEG_LIST_NVARS];
    uint32_t n = seg_list_vars(&s->li[i], vs);
    for (uint32_t k = 0; k < n; k++)
      if (refers(h, vs[k], x)) return true;
  }
  return false;
}

/* something but cell `cell` and list `list` (-1: none) refers to x */
static bool referenced(const seg_heap *h, uint32_t x, int32_t cell, int32_t list) {
  uint32_t c = (uint32_t)cell, l = (uint32_t)list;
  return referenced_but(h, x, &c, cell >= 0, &l, list >= 0);
}

/* list l has at least one element by the equations or an atom
 * -k·len + c <= 0 with c > 0 of the KB */
static bool nonempty_list(const seg_heap *h, const seg_list *l) {
  int64_t c;
  if (seg_oc_value(h->oc, l->len, &c)) return c >= 1;
  const seg_state *s = h->s;
  for (uint32_t i = 0; i < s->nkb; i++) {
    const seg_lin *a = &s->kb[i];
    if (a->rel == SEG_LE && a->n == 1 && a->k[0] < 0 && a->c > 0 && seg_oc_same(h->oc, a->v[0], l->len))
      return true;
  }
  return false;
}

static bool taken(const seg_own_take *tk, bool list, uint32_t i) {
  return list ? in_set(tk->l, tk->nl, i) : in_set(tk->b, tk->nb, i);
}

/* ---- rings: circular lists around a sentinel inside the owner ---------------------------- */

/* the parts of a ring: its elements' blocks and lists, the cells that link
 * them (their next and prev cells, the sentinel's two) */
#define RING_MAX 16
typedef struct ring {
  uint32_t ncell, nb, nl;
  uint32_t cell[2 * RING_MAX + 2], b[RING_MAX], l[RING_MAX];
} ring;


/* v, the value of pointer cell `cell`, is the sentinel's next field of a
 * ring (see seg_own): *own its template (the blocks and lists it consists
 * of added to tk), 2; 0 if not */
static int classify_ring(seg_graph *g, const seg_heap *h, uint32_t v, uint32_t cell, uint32_t *own,
                         seg_own_take *tk) {
  const seg_state *s = h->s;
  unsigned pb = g->pbits / 8;
  const seg_pt *sp = &s->pt[cell];
  uint32_t sa = sp->addr;
  if (sp->view != SEG_V_PTR || sp->size != pb) return 0;
  int cc = seg_heap_ptr_cell(h, sa, pb, pb); /* the sentinel's prev field */
  if (cc < 0) return 0;
  uint32_t w = s->pt[cc].val;
  seg_own t;
  memset(&t, 0, sizeof t);
  t.kind = SEG_OWN_RING;
  t.pty = sp->ty;
  if (seg_heap_same(h, v, sa)) { /* empty */
    if (!seg_heap_same(h, w, sa)) return 0;
    t.nullable = true;
    *own = seg_own_intern(g, &t);
    return 2;
  }
  ring r;
  r.ncell = r.nb = r.nl = 0;
  r.cell[r.ncell++] = cell;
  r.cell[r.ncell++] = (uint32_t)cc;
  uint32_t link = v, prev = sa;
  bool known = false, nonempty = false;
  uint32_t esize = 0, noff = 0;
  ir_type_id ety = 0;
  ir_loc site = {0};
  while (!seg_heap_same(h, link, sa)) {
    if (r.nb + r.nl >= RING_MAX) return 0;
    int li = -1;
    for (uint32_t i = 0; i < s->nli && li < 0; i++)
      if (seg_heap_same(h, s->li[i].ad, link) && !seg_heap_same(h, s->li[i].ad, s->li[i].tgt)) li = (int)i;
    if (li >= 0) {
      const seg_list *l = &s->li[li];
      if (h->used_l[li] || taken(tk, true, (uint32_t)li) || in_set(r.l, r.nl, (uint32_t)li) || !l->bk ||
          l->loff != l->noff || l->poff != l->noff + pb || l->pty != t.pty || !seg_heap_same(h, l->bk, prev))
        return 0;
      if (known && (l->esize != esize || l->noff != noff)) return 0;
      for (uint32_t k = 0; k < l->nf; k++) /* payload is forgotten: it must own nothing */
        if (l->f[k].own && !seg_own_is_null(g, l->f[k].own)) return 0;
      known = true;
      esize = l->esize;
      noff = l->noff;
      if (!ety) ety = l->ety;
      if (!site.line) site = l->site;
      nonempty |= nonempty_list(h, l);
      r.l[r.nl++] = (uint32_t)li;
      prev = l->lad;
      link = l->tgt;
      continue;
    }
    int64_t d, size;
    int b = seg_heap_block_holding(h, link, true, &d);
    if (b < 0 || h->used_b[b] || taken(tk, false, (uint32_t)b) || in_set(r.b, r.nb, (uint32_t)b) ||
        !seg_oc_diff(h->oc, s->bl[b].hi, s->bl[b].lo, &size))
      return 0;
    size += 1;
    if (known && (size != (int64_t)esize || d != (int64_t)noff)) return 0;
    if (d + 2 * (int64_t)pb > size) return 0;
    uint32_t lo = s->bl[b].lo;
    int nc = seg_heap_ptr_cell(h, lo, (uint32_t)d, pb), pc = seg_heap_ptr_cell(h, lo, (uint32_t)d + pb, pb);
    if (nc < 0 || pc < 0 || s->pt[nc].ty != t.pty || !seg_heap_same(h, s->pt[pc].val, prev)) return 0;
    /* other pointer cells of the element: NULL only (payload is forgotten) */
    for (uint32_t i = 0; i < s->npt; i++) {
      int64_t off;
      if ((int)i == nc || (int)i == pc || s->pt[i].view != SEG_V_PTR) continue;
      if (seg_heap_cell_off(h, lo, &s->pt[i], &off) && off >= 0 && off < size && !is_null(g, h, s->pt[i].val))
        return 0;
    }
    known = nonempty = true;
    esize = (uint32_t)size;
    noff = (uint32_t)d;
    if (!ety) ety = s->bl[b].ety;
    if (!site.line) site = s->bl[b].site;
    r.b[r.nb++] = (uint32_t)b;
    r.cell[r.ncell++] = (uint32_t)nc;
    r.cell[r.ncell++] = (uint32_t)pc;
    prev = link;
    link = s->pt[nc].val;
  }
  if (!known || !seg_heap_same(h, w, prev)) return 0;
  if (tk->nb + r.nb > SEG_OWN_TAKE || tk->nl + r.nl > SEG_OWN_TAKE) return 0;
  /* nothing but the ring itself refers to its elements and lists */
  for (uint32_t i = 0; i < r.nb; i++)
    if (referenced_but(h, s->bl[r.b[i]].lo, r.cell, r.ncell, r.l, r.nl)) return 0;
  for (uint32_t i = 0; i < r.nl; i++) {
    const seg_list *l = &s->li[r.l[i]];
    uint32_t vs[SEG_LIST_NVARS];
    uint32_t n = seg_list_vars(l, vs);
    for (uint32_t k = 0; k < n; k++)
      if (vs[k] != l->len && vs[k] != l->tgt && vs[k] != l->bk && referenced_but(h, vs[k], r.cell, r.ncell, r.l, r.nl))
        return 0;
  }
  for (uint32_t i = 0; i < r.nb; i++) tk->b[tk->nb++] = r.b[i];
  for (uint32_t i = 0; i < r.nl; i++) tk->l[tk->nl++] = r.l[i];
  t.size = esize;
  t.noff = noff;
  t.ety = ety;
  t.site = site;
  t.nullable = !nonempty;
  *own = seg_own_intern(g, &t);
  return 2;
}

/* A NULL-terminated doubly linked chain of two or more concrete heap
 * elements from v (the first ones a loop built, exited before a merge made
 * them a list): each element a block of one size that v's block's kinds
 * link at noff (next) and poff (prev, NULL in the first), with no pointer
 * cell but those two that holds anything but NULL, and nothing but the
 * owning cell and the chain's own links referring to it.  As a list
 * object (the elements' payload is forgotten: sound); its blocks into tk. */
static bool concrete_dll(seg_graph *g, const seg_heap *h, uint32_t v, int32_t cell, seg_own *t, seg_own_take *tk) {
  const seg_state *s = h->s;
  unsigned pb = g->pbits / 8;
  seg_chain kinds[8];
  uint32_t nk = seg_chain_kinds(h, v, pb, kinds, 8);
  for (uint32_t q = 0; q < nk; q++) {
    const seg_chain *k = &kinds[q];
    if (k->poff == UINT32_MAX || k->loff || k->roff || k->from_list) continue;
    uint32_t blocks[SEG_OWN_TAKE], nb = 0;
    uint32_t cur = v, prev = 0, prevcell = UINT32_MAX;
    bool ok = true;
    while (ok && !is_null(g, h, cur)) {
      int b = seg_heap_block_at(h, cur);
      int64_t size;
      if (b < 0 || nb == SEG_OWN_TAKE || tk->nb + nb >= SEG_OWN_TAKE || h->used_b[b] || taken(tk, false, (uint32_t)b) ||
          s->bl[b].kind != SEG_B_HEAP || s->bl[b].zero || !seg_oc_diff(h->oc, s->bl[b].hi, s->bl[b].lo, &size) ||
          size + 1 != (int64_t)k->esize || in_set(blocks, nb, (uint32_t)b)) {
        ok = false;
        break;
      }
      uint32_t lo = s->bl[b].lo;
      int nc = seg_heap_ptr_cell(h, lo, k->noff, pb), pc = seg_heap_ptr_cell(h, lo, k->poff, pb);
      if (nc < 0 || pc < 0) {
        ok = false;
        break;
      }
      /* the prev field: NULL in the first element, else the one before */
      if (prev ? !seg_heap_same(h, s->pt[pc].val, prev) : !is_null(g, h, s->pt[pc].val)) {
        ok = false;
        break;
      }
      /* no other pointer cell holds anything but NULL (it would own or share) */
      for (uint32_t i = 0; i < s->npt && ok; i++) {
        int64_t off;
        if ((int)i == nc || (int)i == pc || s->pt[i].view != SEG_V_PTR || !seg_heap_cell_off(h, lo, &s->pt[i], &off) ||
            off < 0 || off > size)
          continue;
        ok = is_null(g, h, s->pt[i].val);
      }
      /* referred to by the owning cell (the first), the one before's next
       * and the one after's prev only */
      uint32_t ex[3], ne = 0;
      if (!prev && cell >= 0) ex[ne++] = (uint32_t)cell;
      if (prev) ex[ne++] = prevcell;
      int after = seg_heap_block_at(h, s->pt[nc].val);
      if (after >= 0) {
        int apc = seg_heap_ptr_cell(h, s->bl[after].lo, k->poff, pb);
        if (apc >= 0) ex[ne++] = (uint32_t)apc;
      }
      if (ok && referenced_but(h, lo, ex, ne, NULL, 0)) ok = false;
      blocks[nb++] = (uint32_t)b;
      prev = lo;
      prevcell = (uint32_t)nc;
      cur = s->pt[nc].val;
    }
    if (!ok || nb < 2) continue;
    for (uint32_t i = 0; i < nb; i++) tk->b[tk->nb++] = blocks[i];
    memset(t, 0, sizeof *t);
    t->kind = SEG_OWN_LIST;
    t->size = k->esize;
    t->noff = k->noff;
    t->pfield = k->poff + 1;
    t->pty = k->pty;
    t->ety = s->bl[blocks[0]].ety;
    t->site = s->bl[blocks[0]].site;
    return true;
  }
  return false;
}

static int classify(seg_graph *g, const seg_heap *h, uint32_t v, int32_t cell, uint32_t *own, seg_own_take *tk,
                    unsigned depth) {
  const seg_state *s = h->s;
  int64_t c;
  *own = 0;
  if (!v || depth > 4) return 0;
  if (is_null(g, h, v)) return 1;
  if (seg_oc_value(h->oc, v, &c)) return 0;
  seg_own t;
  memset(&t, 0, sizeof t);
  if (cell >= 0 && classify_ring(g, h, v, (uint32_t)cell, own, tk)) return 2;
  /* a list element's field that points into the element itself (not a
   * sentinel's: an empty ring, above) */
  if (depth == 0 && cell >= 0) {
    int64_t d, k;
    int eb = seg_heap_block_holding(h, s->pt[cell].addr, true, &d);
    if (eb >= 0 && seg_oc_diff(h->oc, v, s->bl[eb].lo, &k) && k >= 0 &&
        seg_oc_diff(h->oc, s->bl[eb].hi, s->bl[eb].lo, &d) && k <= d) {
      t.kind = SEG_OWN_BLOCK;
      t.self = (uint32_t)k + 1;
      *own = seg_own_intern(g, &t);
      return 2;
    }
  }
  /* a list that starts at v, ends in NULL, singly linked or doubly
   * linked with NULL before its first element */
  for (uint32_t i = 0; i < s->nli; i++) {
    const seg_list *l = &s->li[i];
    if (!seg_heap_same(h, l->ad, v)) continue;
    if (h->used_l[i] || taken(tk, true, i) || (l->bk && !is_null(g, h, l->bk)) || l->loff ||
        !is_null(g, h, l->tgt) || tk->nl == SEG_OWN_TAKE)
      return 0;
    uint32_t vs[SEG_LIST_NVARS];
    uint32_t n = seg_list_vars(l, vs);
    for (uint32_t k = 0; k < n; k++) {
      if (vs[k] == l->len || vs[k] == l->tgt || (l->bk && vs[k] == l->bk)) continue;
      if (referenced(h, vs[k], vs[k] == l->ad ? cell : -1, (int32_t)i)) return 0;
    }
    tk->l[tk->nl++] = i;
    t.kind = SEG_OWN_LIST;
    t.nullable = !nonempty_list(h, l); /* a list object that is never NULL is never empty */
    t.size = l->esize;
    t.noff = l->noff;
    t.pfield = l->bk ? l->poff + 1 : 0;
    t.pty = l->pty;
    t.ety = l->ety;
    t.site = l->site;
    for (uint32_t k = 0; k < l->nf && t.ncell < SEG_OWN_CELLS; k++)
      if (l->f[k].own && !seg_own_is_null(g, l->f[k].own))
        t.cell[t.ncell++] = (seg_owncell){l->f[k].off, l->f[k].size, l->f[k].ty, l->f[k].view, 0, l->f[k].own};
    for (uint32_t k = 0; k < l->nf; k++) /* owned objects the template lacks would be lost */
      if (l->f[k].own && !seg_own_is_null(g, l->f[k].own) && !cell_at(&t, l->f[k].off)) return 0;
    *own = seg_own_intern(g, &t);
    return 2;
  }
  if (concrete_dll(g, h, v, cell, &t, tk)) {
    *own = seg_own_intern(g, &t);
    return 2;
  }
  int b = seg_heap_block_at(h, v);
  if (b < 0 || h->used_b[b] || taken(tk, false, (uint32_t)b) || s->bl[b].kind != SEG_B_HEAP || s->bl[b].zero ||
      tk->nb == SEG_OWN_TAKE)
    return 0;
  int64_t size;
  if (!seg_oc_diff(h->oc, s->bl[b].hi, s->bl[b].lo, &size) || size < 0 || size >= (1 << 20)) return 0;
  size += 1;
  uint32_t lo = s->bl[b].lo;
  if (referenced(h, lo, cell, -1)) return 0;
  tk->b[tk->nb++] = (uint32_t)b;
  t.kind = SEG_OWN_BLOCK;
  t.size = (uint32_t)size;
  t.site = s->bl[b].site;
  /* the object's own cells: constants are kept, pointers own what they
   * point to (else it would be lost), other values are forgotten.  When
   * there are more than a template holds, constants go first (from the
   * highest offset: forgetting a value is sound), owned objects never */
  uint32_t nown = 0;
  for (uint32_t i = 0; i < s->npt; i++) {
    const seg_pt *p = &s->pt[i];
    int64_t off;
    if (!seg_heap_cell_off(h, lo, p, &off) || off < 0 || off >= size) continue;
    if (off + p->size > size) {
      if (p->view == SEG_V_PTR) return 0;
      continue;
    }
    seg_owncell oc = {(uint32_t)off, p->size, p->ty, p->view, 0, 0};
    if (seg_oc_value(h->oc, p->val, &c)) {
      oc.c = c;
    } else if (p->view == SEG_V_PTR) {
      uint32_t sub;
      int r = classify(g, h, p->val, (int32_t)i, &sub, tk, depth + 1);
      if (r == 2 && seg_own_is_ring(g, sub)) return 0; /* (rings belong to list elements only) */
      if (r == 2 && (seg_own_get(g, sub)->kind == SEG_OWN_LIST || !seg_own_get(g, sub)->nullable))
        oc.sub = sub;
      else if (r != 1)
        return 0;
    } else {
      continue;
    }
    if (oc.sub && ++nown > SEG_OWN_CELLS) return 0;
    if (t.ncell < SEG_OWN_CELLS) {
      t.cell[t.ncell++] = oc;
      continue;
    }
    /* full: the constant of the highest offset, of these and oc, goes
     * (there is one: at most SEG_OWN_CELLS cells own objects) */
    int drop = -1;
    for (uint32_t k = 0; k < t.ncell; k++)
      if (!t.cell[k].sub && (drop < 0 || t.cell[k].off > t.cell[drop].off)) drop = (int)k;
    if (!oc.sub && (drop < 0 || t.cell[drop].off < oc.off)) continue;
    t.cell[drop] = oc;
  }
  *own = seg_own_intern(g, &t);
  return 2;
}

int seg_own_classify(seg_graph *g, const seg_heap *h, uint32_t v, int32_t cell, uint32_t *own, seg_own_take *tk) {
  seg_own_take save = *tk;
  int r = classify(g, h, v, cell, own, tk, 0);
  if (r != 2) *tk = save;
  return r;
}

void seg_own_use(seg_heap *h, const seg_own_take *tk) {
  for (uint32_t i = 0; i < tk->nb; i++) h->used_b[tk->b[i]] = 1;
  for (uint32_t i = 0; i < tk->nl; i++) h->used_l[tk->l[i]] = 1;
}

/* ---- materialization -------------------------------------------------------------------- */

void seg_own_materialize(seg_graph *g, seg_state *s, uint32_t v, uint32_t own) {
  const seg_own *o = seg_own_get(g, own);
  if (o && o->kind == SEG_OWN_RING) { /* (needs its sentinel: seg_own_ring) */
    s->heap_lost = true;
    return;
  }
  if (!o || !o->size) return;
  if (o->kind == SEG_OWN_LIST) {
    seg_list l;
    memset(&l, 0, sizeof l);
    l.ad = v;
    l.tgt = seg_fresh(g, g->pbits, SEG_V_PTR);
    seg_kb_rel(g, s, l.tgt, SEG_EQ, 0, 0);
    l.len = seg_list_len_var(g);
    l.lad = seg_fresh(g, g->pbits, SEG_V_PTR);
    l.fnext = seg_fresh(g, g->pbits, SEG_V_PTR);
    l.esize = o->size;
    l.noff = o->noff;
    if (o->pfield) { /* doubly linked: NULL before the first element */
      l.bk = seg_fresh(g, g->pbits, SEG_V_PTR);
      seg_kb_rel(g, s, l.bk, SEG_EQ, 0, 0);
      l.poff = o->pfield - 1;
      l.lprev = seg_fresh(g, g->pbits, SEG_V_PTR);
    }
    l.pty = o->pty;
    l.ety = o->ety;
    l.site = o->site;
    for (uint32_t i = 0; i < o->ncell && l.nf < SEG_LF_MAX; i++) {
      const seg_owncell *c = &o->cell[i];
      seg_lf f;
      memset(&f, 0, sizeof f);
      f.off = c->off;
      f.size = c->size;
      f.ty = c->ty;
      f.view = c->view;
      f.own = c->sub;
      f.first = seg_fresh(g, g->pbits, SEG_V_PTR);
      f.last = seg_fresh(g, g->pbits, SEG_V_PTR);
      l.f[l.nf++] = f;
    }
    seg_kb_ge(g, s, l.len, o->nullable ? 0 : 1);
    seg_list_add(g, s, &l);
    MT_INC(g->run, seg_own_materialized);
    return;
  }
  seg_block b = {v, seg_fresh(g, g->pbits, SEG_V_PTR), SEG_B_HEAP, false, 0, o->site, 0, false, false};
  seg_kb_rel(g, s, b.hi, SEG_EQ, v, (int64_t)o->size - 1);
  seg_kb_ge(g, s, v, 1);
  seg_block_add(g, s, &b);
  for (uint32_t i = 0; i < o->ncell; i++) {
    const seg_owncell *c = &o->cell[i];
    uint32_t a = v;
    if (c->off) {
      a = seg_fresh(g, g->pbits, SEG_V_PTR);
      seg_kb_rel(g, s, a, SEG_EQ, v, c->off);
    }
    uint32_t val = seg_fresh(g, seg_bits(g, c->ty), (seg_view)c->view);
    if (!c->sub) seg_kb_rel(g, s, val, SEG_EQ, 0, c->c);
    seg_pt p = {a, val, c->ty, c->size, c->view};
    seg_pt_add(g, s, &p);
    if (c->sub) seg_own_materialize(g, s, val, c->sub); /* a list, or a block never NULL */
  }
  MT_INC(g->run, seg_own_materialized);
}

void seg_own_ring(seg_graph *g, seg_state *s, uint32_t sa, uint32_t v, uint32_t w, uint32_t own) {
  const seg_own *o = seg_own_get(g, own);
  unsigned pb = g->pbits / 8;
  if (!o || o->kind != SEG_OWN_RING) return;
  if (!o->size) { /* empty so far: both fields hold the sentinel's address */
    seg_kb_rel(g, s, v, SEG_EQ, sa, 0);
    seg_kb_rel(g, s, w, SEG_EQ, sa, 0);
    return;
  }
  seg_list l;
  memset(&l, 0, sizeof l);
  l.ad = v;
  l.lad = w;
  l.tgt = sa;
  l.bk = sa;
  l.len = seg_list_len_var(g);
  l.fnext = seg_fresh(g, g->pbits, SEG_V_PTR);
  l.lprev = seg_fresh(g, g->pbits, SEG_V_PTR);
  l.esize = o->size;
  l.noff = o->noff;
  l.poff = o->noff + pb;
  l.loff = o->noff;
  l.pty = o->pty;
  l.ety = o->ety;
  l.site = o->site;
  seg_kb_ge(g, s, l.len, o->nullable ? 0 : 1);
  seg_list_add(g, s, &l);
  MT_INC(g->run, seg_own_materialized);
}

void seg_own_print(mt_buf *b, const seg_graph *g, uint32_t own) {
  const seg_own *o = seg_own_get(g, own);
  if (!o) return;
  if (o->kind == SEG_OWN_RING) {
    if (!o->size)
      mt_buf_printf(b, "an empty circular list around a sentinel there (both of its fields point to it)");
    else
      mt_buf_printf(b,
                    "a %scircular doubly linked list around a sentinel there (%u-byte elements, line %u, "
                    "links at offset %u)",
                    o->nullable ? "" : "non-empty ", o->size, o->site.line, o->noff);
    return;
  }
  if (!o->size) { /* (with self: list.c names the pointer into the element) */
    if (!o->self) mt_buf_printf(b, "nothing yet (NULL)");
    return;
  }
  if (o->kind == SEG_OWN_LIST) {
    mt_buf_printf(b, "a %sNULL-terminated %slist of %u-byte elements (line %u, next at offset %u",
                  o->nullable ? "" : "non-empty ", o->pfield ? "doubly linked " : "", o->size, o->site.line, o->noff);
    if (o->pfield) mt_buf_printf(b, ", prev at offset %u", o->pfield - 1);
    mt_buf_printf(b, ")");
  } else {
    mt_buf_printf(b, "%s%u-byte block (line %u)", o->nullable ? "NULL or a " : "a ", o->size, o->site.line);
  }
  bool any = false;
  for (uint32_t i = 0; i < o->ncell; i++) {
    const seg_owncell *c = &o->cell[i];
    mt_buf_printf(b, "%s @%u ", any ? "," : " with", c->off);
    any = true;
    if (c->sub) {
      mt_buf_printf(b, "owning ");
      seg_own_print(b, g, c->sub);
    } else {
      mt_buf_printf(b, "= %lld", (long long)c->c);
    }
  }
}
