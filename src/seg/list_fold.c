/* list_fold.c -- chains of list elements and the normalization of loop-head
 * states.
 *
 * A chain starts at a root value and follows next fields through concrete
 * elements (heap blocks of AL of the element size with a PT cell of pointer
 * type at the next offset) and list invariants (seg_list) of the same
 * element size and next offset.  Every element after the first must be
 * unnamed: nothing but its predecessor's next field (and, doubly linked, its
 * successor's prev field) refers to it; a named element starts a chain of
 * its own.  Merging (merge.c) compares the chains of corresponding roots;
 * the instance check maps a list invariant onto a chain.
 *
 * Normalization (seg_list_normalize), applied to a state at a loop head
 * before the instance check and merging:
 *   1. lists that are provably empty are dropped (ad = tgt stays in the KB);
 *   2. folds: an unnamed element before a list (prepend), after it
 *      (append), or an unnamed list after a list (join) becomes part of it;
 *      the length grows by one (or by the other's length).
 * Each step keeps the set of concrete states, so the normalized state is
 * equivalent to the old one; the KB relates the new variables to the old
 * (the ITS sees len' = len + 1). */
#include "seg_int.h"

#include <stdlib.h>
#include <string.h>

/* ---- heap views ------------------------------------------------------------------------ */

void seg_heap_init(seg_heap *h, const seg_graph *g, const seg_state *s) {
  memset(h, 0, sizeof *h);
  h->s = s;
  h->oc = seg_oc_new(s);
  h->used_b = mt_calloc(s->nblocks + 1, 1);
  h->used_l = mt_calloc(s->nli + 1, 1);
  h->ptrbytes = g->pbits / 8;
  h->g = g;
}

bool seg_heap_ptr(const seg_heap *h, uint32_t v) { return h->g->vars.data[v].view == SEG_V_PTR; }

void seg_heap_free(seg_heap *h) {
  seg_oc_delete(h->oc);
  mt_free(h->used_b);
  mt_free(h->used_l);
  memset(h, 0, sizeof *h);
}

bool seg_heap_same(const seg_heap *h, uint32_t x, uint32_t y) { return seg_oc_same(h->oc, x, y); }

static bool is_null(const seg_heap *h, uint32_t v) {
  int64_t c;
  return seg_oc_value(h->oc, v, &c) && c == 0;
}

/* block i has esize bytes by the equations */
static bool block_size(const seg_heap *h, uint32_t i, int64_t *size) {
  int64_t d;
  if (!seg_oc_diff(h->oc, h->s->bl[i].hi, h->s->bl[i].lo, &d) || d < 0 || d > (1 << 20)) return false;
  *size = d + 1;
  return true;
}

int seg_heap_block_at(const seg_heap *h, uint32_t v) {
  for (uint32_t i = 0; i < h->s->nblocks; i++)
    if (h->s->bl[i].kind == SEG_B_HEAP && !h->s->bl[i].readonly && !h->s->bl[i].zero && seg_heap_same(h, h->s->bl[i].lo, v))
      return (int)i;
  return -1;
}

int seg_heap_block_holding(const seg_heap *h, uint32_t v, bool heap, int64_t *d) {
  for (uint32_t i = 0; i < h->s->nblocks; i++) {
    const seg_block *b = &h->s->bl[i];
    int64_t e;
    if ((!heap || b->kind == SEG_B_HEAP) && seg_oc_diff(h->oc, v, b->lo, d) && *d >= 0 &&
        seg_oc_diff(h->oc, b->hi, v, &e) && e >= 0)
      return (int)i;
  }
  return -1;
}

bool seg_heap_same_off(const seg_heap *h, uint32_t x, uint32_t y, int64_t k) {
  int64_t d;
  if (!k) return seg_heap_same(h, x, y);
  return seg_oc_diff(h->oc, x, y, &d) && d == k;
}

int seg_heap_block_link(const seg_heap *h, uint32_t v, uint32_t loff) {
  if (!loff) return seg_heap_block_at(h, v);
  for (uint32_t i = 0; i < h->s->nblocks; i++)
    if (h->s->bl[i].kind == SEG_B_HEAP && !h->s->bl[i].readonly && !h->s->bl[i].zero &&
        seg_heap_same_off(h, v, h->s->bl[i].lo, loff))
      return (int)i;
  return -1;
}

/* the PT cell of pointer type at lo + off, -1 if none */
int seg_heap_ptr_cell(const seg_heap *h, uint32_t lo, uint32_t off, unsigned pbytes) {
  for (uint32_t i = 0; i < h->s->npt; i++) {
    const seg_pt *p = &h->s->pt[i];
    int64_t d;
    if (p->view != SEG_V_PTR || p->size != pbytes) continue;
    if (seg_oc_diff(h->oc, p->addr, lo, &d) && d == (int64_t)off) return (int)i;
  }
  return -1;
}

/* the offset of cell p in the block whose start is lo (false: not known) */
bool seg_heap_cell_off(const seg_heap *h, uint32_t lo, const seg_pt *p, int64_t *off) {
  return seg_oc_diff(h->oc, p->addr, lo, off);
}

/* the list (of c's kind, not used unless any) whose start is v + k, -1 if none */
static int list_at_(const seg_heap *h, uint32_t v, int64_t k, const seg_chain *c, bool any) {
  for (uint32_t i = 0; i < h->s->nli; i++) {
    const seg_list *l = &h->s->li[i];
    if ((h->used_l[i] && !any) || l->esize != c->esize || l->noff != c->noff || l->loff != c->loff) continue;
    if ((c->poff == UINT32_MAX) != (l->bk == 0) || (l->bk && l->poff != c->poff)) continue;
    if (seg_heap_same_off(h, l->ad, v, k)) return (int)i;
  }
  return -1;
}

static int list_at(const seg_heap *h, uint32_t v, int64_t k, const seg_chain *c) { return list_at_(h, v, k, c, false); }

/* ---- references ------------------------------------------------------------------------ */

/* is v referred to by anything but the exempt cells / lists' roles:
 * a program value, a cell value, a list variable */
typedef struct exempt {
  int32_t cell[2];  /* PT indices */
  int32_t list;     /* this list's own variables */
  int32_t tgt_of;   /* this list's tgt */
  int32_t bk_of;    /* this list's bk */
  uint32_t also;    /* v equal to this value (not 0) is not an interior element */
} exempt;

#define EXEMPT_NONE ((exempt){{-1, -1}, -1, -1, -1, 0})

/* the same for the value v + k.  The element's own sentinel does not name
 * it: a cell of its own block that holds v + k (the empty ring around a
 * list_head at its link), and a list whose target and back pointer are
 * both v + k (the ring around it) */
static bool named_at(const seg_heap *h, uint32_t v, int64_t k, const exempt *ex) {
  const seg_state *s = h->s;
  if (ex->also && seg_heap_same_off(h, ex->also, v, k)) return false;
  for (uint32_t f = 0; f < s->nframes; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++)
      if (s->fr[f].lv[j] && seg_heap_same_off(h, s->fr[f].lv[j], v, k)) return true;
  int64_t d;
  int own = -2; /* the heap block v (and v + k) lies in, looked up at the first cell that holds v + k */
  for (uint32_t i = 0; i < s->npt; i++) {
    if ((int32_t)i == ex->cell[0] || (int32_t)i == ex->cell[1]) continue;
    if (!seg_heap_same_off(h, s->pt[i].val, v, k)) continue;
    if (own == -2) own = seg_heap_block_holding(h, v, true, &d);
    if (own >= 0 && seg_heap_block_holding(h, s->pt[i].addr, true, &d) == own) continue;
    return true;
  }
  for (uint32_t i = 0; i < s->nli; i++) {
    if ((int32_t)i == ex->list) continue;
    const seg_list *l = &s->li[i];
    bool ring = l->bk && seg_heap_same_off(h, l->tgt, v, k) && seg_heap_same_off(h, l->bk, v, k);
    uint32_t vs[SEG_LIST_NVARS];
    uint32_t n = seg_list_vars(l, vs);
    for (uint32_t q = 0; q < n; q++) {
      if (vs[q] == l->tgt && ((int32_t)i == ex->tgt_of || ring)) continue;
      if (vs[q] == l->bk && ((int32_t)i == ex->bk_of || ring)) continue;
      if (seg_heap_same_off(h, vs[q], v, k)) return true;
    }
  }
  return false;
}

static bool named(const seg_heap *h, uint32_t v, const exempt *ex) { return named_at(h, v, 0, ex); }

bool seg_heap_field_cursor(const seg_heap *h, uint32_t x) {
  const seg_state *s = h->s;
  for (uint32_t q = 0; q < s->npt; q++)
    if (seg_heap_same(h, s->pt[q].val, x)) return false; /* a link of an intrusive list */
  for (uint32_t q = 0; q < s->npt; q++) {
    if (!seg_heap_same(h, s->pt[q].addr, x) || s->pt[q].view != SEG_V_PTR) continue;
    uint32_t v = s->pt[q].val;
    if (is_null(h, v) || seg_heap_block_at(h, v) >= 0) return true;
    for (uint32_t i = 0; i < s->nli; i++)
      if (!s->li[i].loff && seg_heap_same(h, s->li[i].ad, v)) return true;
    return false;
  }
  return false;
}

/* a program value is a field cursor into block b of size bytes
 * (seg_heap_field_cursor): a list cannot say where it points */
static bool cursor_in(const seg_heap *h, uint32_t b, int64_t size) {
  const seg_state *s = h->s;
  int64_t d;
  for (uint32_t f = 0; f < s->nframes; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++) {
      uint32_t v = s->fr[f].lv[j];
      if (v && seg_oc_diff(h->oc, v, s->bl[b].lo, &d) && d > 0 && d < size && seg_heap_field_cursor(h, v))
        return true;
    }
  return false;
}

/* a program value points strictly inside list l's first element (a link
 * cursor, pp = &(*pp)->next, before the element is read): the element
 * stays the list's first, the loop head takes it out (seg_cursor_unfold) */
static bool cursor_in_first(const seg_heap *h, const seg_list *l) {
  const seg_state *s = h->s;
  int64_t d;
  for (uint32_t f = 0; f < s->nframes; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++) {
      uint32_t v = s->fr[f].lv[j];
      if (v && seg_in_list_head(h, v, &d) == (int)(l - s->li) && d > 0) return true;
    }
  return false;
}

/* the element of list l whose link is v is named: its link, or (an
 * intrusive list) its start */
static bool lnamed(const seg_heap *h, const seg_list *l, uint32_t v, const exempt *ex) {
  return named_at(h, v, 0, ex) || (l->loff && named_at(h, v, -(int64_t)l->loff, ex));
}

/* the back reference a successor at value `next` has to the element at
 * `here` (doubly linked chains): its prev cell or its bk */
static void succ_back(const seg_heap *h, const seg_chain *c, uint32_t next, uint32_t here, int64_t hoff,
                      exempt *ex, unsigned pb) {
  if (c->poff == UINT32_MAX) return;
  int b = seg_heap_block_link(h, next, c->loff);
  if (b >= 0) {
    int pc = seg_heap_ptr_cell(h, h->s->bl[b].lo, c->poff, pb);
    if (pc >= 0 && seg_heap_same_off(h, h->s->pt[pc].val, here, hoff)) ex->cell[1] = pc;
    return;
  }
  /* (a list another chain took already: its back pointer refers to here all the same) */
  int l = list_at_(h, next, 0, c, true);
  if (l >= 0 && seg_heap_same_off(h, h->s->li[l].bk, here, hoff)) ex->bk_of = l;
}

/* ---- chains ------------------------------------------------------------------------------ */

/* v ends a list of c's elements: NULL, or an address in a stack or global
 * block or in a heap block of another size than the elements (a sentinel
 * node that no element of the chain can be: a list_head on the stack, or
 * one inside the object that owns the list) */
static bool ends_here(const seg_heap *h, const seg_chain *c, uint32_t v) {
  if (is_null(h, v)) return true;
  int64_t d, size;
  int i = seg_heap_block_holding(h, v, false, &d);
  return i >= 0 && (h->s->bl[i].kind != SEG_B_HEAP || (block_size(h, (uint32_t)i, &size) && size != (int64_t)c->esize));
}

/* The kinds of chain at root r: those of the lists starting there, and
 * for a concrete element every pointer field as the next field -- doubly
 * linked with every other pointer field as the prev field first, then
 * singly linked. */
/* the offset at which the pointer cell at lo + off points into a heap
 * block of `size` bytes (another element), -1 if it does not */
static int64_t link_into(const seg_heap *h, uint32_t lo, uint32_t off, unsigned pbytes, int64_t size) {
  int pc = seg_heap_ptr_cell(h, lo, off, pbytes);
  if (pc < 0) return -1;
  int64_t e, sz;
  int i = seg_heap_block_holding(h, h->s->pt[pc].val, true, &e);
  if (i < 0 || h->s->bl[i].readonly || h->s->bl[i].zero || !block_size(h, (uint32_t)i, &sz) || sz != size) return -1;
  return e;
}

uint32_t seg_chain_kinds(const seg_heap *h, uint32_t r, unsigned pbytes, seg_chain *out, uint32_t max) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < h->s->nli && n < max; i++) {
    const seg_list *l = &h->s->li[i];
    /* r the list's start, or the start of its first element (an
     * intrusive list's cursor: its link is r + loff) */
    int64_t roff = 0;
    if (h->used_l[i]) continue;
    if (!seg_heap_same(h, l->ad, r)) {
      if (!l->loff || !seg_heap_same_off(h, l->ad, r, l->loff)) continue;
      roff = l->loff;
    }
    memset(&out[n], 0, sizeof out[n]);
    out[n].esize = l->esize;
    out[n].noff = l->noff;
    out[n].poff = l->bk ? l->poff : UINT32_MAX;
    out[n].loff = l->loff;
    out[n].roff = roff;
    out[n].pty = l->pty;
    out[n].ety = l->ety;
    out[n].from_list = true;
    n++;
  }
  /* a concrete element: r at its start, or r inside it at offset d (an
   * intrusive list's link: the next and prev fields lie at d or after) */
  int64_t size = 0, d = 0;
  int b = seg_heap_block_holding(h, r, true, &d);
  if (b < 0 || h->s->bl[b].readonly || h->s->bl[b].zero || h->used_b[b] || !block_size(h, (uint32_t)b, &size)) return n;
  uint32_t lo = h->s->bl[b].lo;
  uint32_t offs[16], nofs = 0;
  ir_type_id tys[16];
  for (uint32_t i = 0; i < h->s->npt && nofs < 16; i++) {
    const seg_pt *p = &h->s->pt[i];
    int64_t off;
    if (p->view != SEG_V_PTR || p->size != pbytes || !seg_heap_cell_off(h, lo, p, &off)) continue;
    if (off < d || off + (int64_t)pbytes > size) continue;
    bool dup = false;
    for (uint32_t k = 0; k < nofs && !dup; k++) dup = offs[k] == (uint32_t)off;
    if (dup) continue;
    tys[nofs] = p->ty;
    offs[nofs++] = (uint32_t)off;
  }
  for (uint32_t i = 0; i < nofs; i++) {
    /* a field that points into its own element is no link to another
     * one (an embedded empty list_head: next = its own address) */
    int pc = seg_heap_ptr_cell(h, lo, offs[i], pbytes);
    int64_t e0;
    if (pc >= 0 && seg_heap_block_holding(h, h->s->pt[pc].val, true, &e0) == b && e0 > 0) continue;
    /* (no other element to point into: elements of rings that list
     * elements own are linked at their next field -- the last one of a
     * ring a walk is taking apart) */
    int64_t ring = -1;
    for (uint32_t q = 0; ring < 0 && h->g && offs[i] >= (uint32_t)d && q < h->g->owns.len; q++) {
      const seg_own *o = &h->g->owns.data[q];
      if (o->kind == SEG_OWN_RING && o->size == (uint32_t)size && o->noff == offs[i]) ring = o->noff;
    }
    for (uint32_t j = 0; j <= nofs && n < max; j++) {
      if (j < nofs && j == i) continue;
      memset(&out[n], 0, sizeof out[n]);
      out[n].esize = (uint32_t)size;
      out[n].noff = offs[i];
      out[n].poff = j < nofs ? offs[j] : UINT32_MAX;
      /* the link offset: where the next (else the prev) field points
       * into an element of this size; else r's own offset */
      int64_t e = link_into(h, lo, offs[i], pbytes, size);
      if (e < 0 && j < nofs) e = link_into(h, lo, offs[j], pbytes, size);
      if (e < 0) e = ring;
      out[n].loff = (uint32_t)(e < 0 ? d : e);
      out[n].roff = (int64_t)out[n].loff - d;
      out[n].pty = tys[i];
      out[n].ety = h->s->bl[b].ety;
      n++;
    }
  }
  return n;
}

/* a doubly linked chain is supported by evidence: a list of the chain is
 * doubly linked, two consecutive concrete elements are linked both ways,
 * or the first element's prev field is NULL (a head) */
bool seg_chain_dll_evidence(const seg_heap *h, const seg_chain *c, unsigned pbytes) {
  if (c->poff == UINT32_MAX || !c->n) return false;
  const seg_state *s = h->s;
  for (uint32_t i = 0; i < c->n; i++)
    if (c->link[i].list && s->li[c->link[i].idx].bk) return true;
  for (uint32_t i = 0; i + 1 < c->n; i++)
    if (!c->link[i].list && !c->link[i + 1].list) return true;
  const seg_link *k = &c->link[0];
  if (k->list || k->pcell < 0) return false;
  (void)pbytes;
  if (is_null(h, s->pt[k->pcell].val)) return true;
  /* one element between the ends of a ring: its next and its prev field
   * both hold the end (a sentinel's link) */
  return c->n == 1 && c->end && !is_null(h, c->end) &&
         seg_heap_same_off(h, s->pt[k->pcell].val, c->end, c->eoff);
}

/* Links of a chain: the first always (the root names it); later ones
 * only while their first element is unnamed -- except a concrete element,
 * which may be named and then ends the chain (it will be the list's last
 * element, lad keeps the name); a link whose last element is named ends
 * the chain too.  So no named element is ever interior to a list. */
/* v is the address of the chain's last element so far (its link) */
static bool back_to_prev(const seg_heap *h, const seg_chain *c, uint32_t v) {
  const seg_link *x = &c->link[c->n - 1];
  const seg_state *s = h->s;
  uint32_t xlast = x->list ? s->li[x->idx].lad : s->bl[x->idx].lo;
  return seg_heap_same_off(h, v, xlast, x->list ? 0 : c->loff);
}

bool seg_chain_walk(seg_heap *h, uint32_t r, uint32_t stop, unsigned pbytes, seg_chain *c) {
  const seg_state *s = h->s;
  c->n = 0;
  c->nlists = 0;
  uint32_t v = r;
  int64_t voff = c->roff;    /* the link at hand is v + voff (the root's offset, then 0) */
  exempt pred = EXEMPT_NONE; /* the predecessor's reference to v */
  while (c->n < SEG_CHAIN_MAX) {
    /* (stop: a link, or an intrusive element's start) */
    if (stop && (seg_heap_same_off(h, v, stop, c->soff - voff) ||
                 (c->loff && seg_heap_same_off(h, v, stop, c->soff + (int64_t)c->loff - voff))) &&
        (c->n || !c->cycle))
      break;
    if (!voff && is_null(h, v)) break;
    int l = list_at(h, v, voff, c);
    if (l >= 0 && !seg_ety_fit(c->ety, s->li[l].ety)) break; /* another struct type */
    if (l >= 0) {
      const seg_list *L = &s->li[l];
      if (!c->ety) c->ety = L->ety;
      exempt ex = pred;
      ex.list = l;
      succ_back(h, c, L->tgt, L->lad, 0, &ex, pbytes);
      ex.also = L->lad;
      if (c->n > 0 && lnamed(h, L, L->ad, &ex)) break;
      ex.also = c->n ? L->ad : r; /* (the value the root holds) */
      bool last_named = lnamed(h, L, L->lad, &ex);
      c->link[c->n++] = (seg_link){1, (uint32_t)l, -1, -1};
      c->nlists++;
      h->used_l[l] = 1;
      v = L->tgt;
      voff = 0;
      if (last_named) break;
      pred = EXEMPT_NONE;
      pred.tgt_of = l;
      continue;
    }
    if ((int64_t)c->loff < voff) break;
    int b = seg_heap_block_link(h, v, (uint32_t)((int64_t)c->loff - voff));
    int64_t size;
    if (b < 0 || h->used_b[b] || !block_size(h, (uint32_t)b, &size) || size != (int64_t)c->esize) break;
    if (!seg_ety_fit(c->ety, s->bl[b].ety)) break; /* another struct type */
    if (!c->ety) c->ety = s->bl[b].ety;
    uint32_t lo = s->bl[b].lo;
    int nc = seg_heap_ptr_cell(h, lo, c->noff, pbytes);
    if (nc < 0) break;
    int pc = -1;
    if (c->poff != UINT32_MAX && (pc = seg_heap_ptr_cell(h, lo, c->poff, pbytes)) < 0) break;
    exempt ex = pred;
    succ_back(h, c, s->pt[nc].val, v, voff, &ex, pbytes);
    if (!c->n) ex.also = r;
    /* named: its link (v + voff), or its start (an intrusive element) */
    bool is_named = named_at(h, v, voff, &ex) || (c->loff && named_at(h, lo, 0, &ex));
    /* a named element is the last one only when the structure ends there
     * (its next is NULL, or a sentinel: an address in a stack or global
     * block -- a tail pointer); else it starts a chain of its own (a
     * cursor, or the head of a cyclic list) */
    if (is_named && c->n && !ends_here(h, c, s->pt[nc].val)) break;
    /* (nor when, doubly linked, it does not point back to the element
     * before it: a sentinel the last element's next points to, whose
     * prev is its own) */
    if (is_named && c->n && pc >= 0 && !back_to_prev(h, c, s->pt[pc].val)) break;
    c->link[c->n++] = (seg_link){0, (uint32_t)b, nc, pc};
    h->used_b[b] = 1;
    v = s->pt[nc].val;
    voff = 0;
    if (is_named) break; /* the last element */
    pred = EXEMPT_NONE;
    pred.cell[0] = nc;
  }
  c->end = v;
  c->eoff = voff;
  return true;
}

/* seg_chain_walk to stop; when stop is the root itself, the whole cycle
 * back to it if there is one (a cyclic list), else the empty chain */
void seg_chain_walk_to(seg_heap *h, uint32_t r, uint32_t stop, unsigned pbytes, seg_chain *c) {
  if (!stop || !seg_heap_same_off(h, stop, r, c->roff - c->soff)) {
    seg_chain_walk(h, r, stop, pbytes, c);
    return;
  }
  c->cycle = true;
  seg_chain_walk(h, r, stop, pbytes, c);
  c->cycle = false;
  if (c->n && seg_heap_same_off(h, c->end, stop, c->soff - c->eoff)) return;
  seg_chain_release(h, c);
  seg_chain_walk(h, r, stop, pbytes, c);
}

/* the value of field f in the concrete element at lo (0: no cell) */
static uint32_t elem_value(const seg_heap *h, uint32_t lo, const seg_lf *f) {
  for (uint32_t i = 0; i < h->s->npt; i++) {
    const seg_pt *p = &h->s->pt[i];
    int64_t off;
    if (p->ty == f->ty && p->view == f->view && seg_heap_cell_off(h, lo, p, &off) && off == (int64_t)f->off)
      return p->val;
  }
  return 0;
}

int seg_chain_step(const seg_heap *h, const seg_chain *c, const seg_lf *f, int64_t *step) {
  const seg_state *s = h->s;
  bool have = false;
  int64_t st = 0, d;
  uint32_t prev = 0; /* the value at the position before */
  for (uint32_t i = 0; i < c->n; i++) {
    const seg_link *k = &c->link[i];
    if (k->list) {
      const seg_list *l = &s->li[k->idx];
      const seg_lf *lf = NULL;
      for (uint32_t q = 0; q < l->nf && !lf; q++)
        if (l->f[q].off == f->off && l->f[q].ty == f->ty && l->f[q].view == f->view) lf = &l->f[q];
      if (!lf || !lf->stepped || (have && lf->step != st)) return -1;
      st = lf->step;
      have = true;
      if (prev && (!seg_oc_diff(h->oc, lf->first, prev, &d) || d != st)) return -1;
      prev = lf->last;
    } else {
      uint32_t v = elem_value(h, s->bl[k->idx].lo, f);
      if (!v) return -1;
      if (prev) {
        if (!seg_oc_diff(h->oc, v, prev, &d) || (have && d != st)) return -1;
        st = d;
        have = true;
      }
      prev = v;
    }
  }
  if (!have) return 0;
  *step = st;
  return 1;
}

/* releases the chain's links (a walk that was only a probe) */
void seg_chain_release(seg_heap *h, const seg_chain *c) {
  for (uint32_t i = 0; i < c->n; i++) {
    if (c->link[i].list) h->used_l[c->link[i].idx] = 0;
    else h->used_b[c->link[i].idx] = 0;
  }
}

/* the prev links of a doubly linked candidate hold along the chain:
 * element k+1's prev field (cell or bk) is element k's address (block lo
 * or lad); true when there is nothing to check */
bool seg_chain_prev_ok(const seg_heap *h, const seg_chain *c, unsigned pbytes) {
  if (c->poff == UINT32_MAX) return true;
  const seg_state *s = h->s;
  for (uint32_t i = 0; i + 1 < c->n; i++) {
    const seg_link *x = &c->link[i], *y = &c->link[i + 1];
    uint32_t xlast = x->list ? s->li[x->idx].lad : s->bl[x->idx].lo;
    int64_t xoff = x->list ? 0 : c->loff; /* the link of a concrete element */
    uint32_t yback;
    if (y->list) {
      yback = s->li[y->idx].bk;
    } else {
      int pc = seg_heap_ptr_cell(h, s->bl[y->idx].lo, c->poff, pbytes);
      if (pc < 0) return false;
      yback = s->pt[pc].val;
    }
    if (!seg_heap_same_off(h, yback, xlast, xoff)) return false;
  }
  return true;
}

/* ---- normalization ------------------------------------------------------------------------- */

static int len_ge(seg_graph *g, uint32_t len, int64_t k) {
  seg_lin a = seg_lc(k), b = seg_lv(len), t;
  seg_atom_le(&t, &a, &b);
  return seg_decide(g, &t);
}

/* step 1: provably empty lists go */
bool seg_list_drop_empty(seg_graph *g, seg_state *s) {
  bool ch = false;
  for (uint32_t i = s->nli; i-- > 0;) {
    const seg_list *l = &s->li[i];
    seg_lin a = seg_lv(l->len), z = seg_lc(0), t;
    if (!seg_atom_mk(&t, &a, SEG_EQ, &z) || !seg_valid(g, &t)) continue;
    /* (len = 0 stays: a counter equal to the length is 0 too) */
    seg_kb_add(g, s, &t);
    seg_kb_rel(g, s, l->ad, SEG_EQ, l->tgt, 0);
    if (l->bk) seg_kb_rel(g, s, l->lad, SEG_EQ, l->bk, 0);
    seg_list_del(s, i);
    MT_LOG(g->run, 3, "seg", "normalize: an empty list dropped");
    ch = true;
  }
  return ch;
}

/* the payload cells of block b (not its next or prev cell) as fields,
 * matched against the list's fields: out[k] = value of l->f[k] in b (0:
 * none); extra cells that fit no field are added to *nl as new fields when
 * there is room (their values in other elements unknown) */
static void block_fields(const seg_heap *h, uint32_t b, seg_list *nl, uint32_t *vals, bool as_first) {
  const seg_state *s = h->s;
  uint32_t lo = s->bl[b].lo;
  for (uint32_t k = 0; k < SEG_LF_MAX; k++) vals[k] = 0;
  for (uint32_t i = 0; i < s->npt; i++) {
    const seg_pt *p = &s->pt[i];
    int64_t off;
    if (!seg_heap_cell_off(h, lo, p, &off) || off < 0 || off + p->size > nl->esize) continue;
    if (off == nl->noff || (nl->bk && off == nl->poff)) continue;
    uint32_t k = 0;
    while (k < nl->nf && !(nl->f[k].off == off && nl->f[k].ty == p->ty && nl->f[k].view == p->view)) k++;
    if (k == nl->nf) {
      /* a new field when it overlaps none of the others (and next/prev) */
      bool clash = false;
      for (uint32_t q = 0; q < nl->nf && !clash; q++)
        clash = off < nl->f[q].off + nl->f[q].size && nl->f[q].off < off + p->size;
      unsigned pb = h->ptrbytes;
      clash |= off < nl->noff + pb && nl->noff < off + p->size;
      if (nl->bk) clash |= off < nl->poff + pb && nl->poff < off + p->size;
      if (clash || nl->nf == SEG_LF_MAX) continue;
      seg_lf nf = {.off = (uint32_t)off, .size = p->size, .ty = p->ty, .view = p->view};
      nl->f[nl->nf++] = nf;
    }
    vals[k] = p->val;
  }
  (void)as_first;
}

/* a variable for lo + loff (lo itself when loff = 0) */
static uint32_t link_var(seg_graph *g, seg_state *s, uint32_t lo, uint32_t loff) {
  if (!loff) return lo;
  uint32_t v = seg_fresh(g, g->pbits, SEG_V_PTR);
  seg_kb_rel(g, s, v, SEG_EQ, lo, (int64_t)loff);
  return v;
}

/* removes block b and its cells from s (the element joins a list) */
static void take_block(const seg_heap *h, seg_state *s, uint32_t b) {
  uint32_t lo = s->bl[b].lo, hi = s->bl[b].hi;
  for (uint32_t i = s->npt; i-- > 0;) {
    int64_t off;
    if (seg_heap_cell_off(h, lo, &s->pt[i], &off) && off >= 0) {
      int64_t end;
      if (!seg_oc_diff(h->oc, hi, lo, &end) || off <= end) seg_pt_del(s, i);
    }
  }
  seg_block_del(s, b);
}

/* the owned fields of nl take element b's objects: the value vals[k] of
 * each owned field is NULL or an object only that cell refers to; own[k]
 * widens the template to it, *tk collects the objects' blocks and lists;
 * false when a value is neither (the element cannot join) */
static bool elem_owns(seg_graph *g, const seg_heap *h, uint32_t b, const seg_list *nl, const uint32_t *vals,
                      uint32_t *own, seg_own_take *tk) {
  const seg_state *s = h->s;
  memset(tk, 0, sizeof *tk);
  for (uint32_t k = 0; k < nl->nf; k++) {
    own[k] = nl->f[k].own;
    if (!own[k]) continue;
    if (!vals[k]) return false;
    int cell = seg_heap_ptr_cell(h, s->bl[b].lo, nl->f[k].off, h->ptrbytes);
    if (cell >= 0 && s->pt[cell].val != vals[k]) cell = -1;
    uint32_t t;
    int r = cell < 0 ? 0 : seg_own_classify(g, h, vals[k], cell, &t, tk);
    if (r == 0 && seg_own_is_null(g, own[k])) { /* no object so far: a plain field then */
      own[k] = 0;
      continue;
    }
    if (r == 0) return false;
    if (r == 1) {
      own[k] = seg_own_nullable(g, own[k]);
      continue;
    }
    if (!(own[k] = seg_own_join(g, own[k], t))) return false;
  }
  return true;
}

static bool tk_has_list(const seg_own_take *tk, uint32_t i) {
  for (uint32_t k = 0; k < tk->nl; k++)
    if (tk->l[k] == i) return true;
  return false;
}

/* takes element b and the objects in tk; *li (a list index) and
 * nonempty follow the lists that are removed */
static void take_elem(const seg_heap *h, seg_state *s, uint32_t b, const seg_own_take *tk, uint32_t *li,
                      uint8_t *nonempty) {
  uint32_t del[SEG_OWN_TAKE + 1];
  uint32_t nd = 0;
  del[nd++] = b;
  for (uint32_t k = 0; k < tk->nb; k++) del[nd++] = tk->b[k];
  qsort(del, nd, sizeof del[0], seg_cmp_u32);
  /* descending indices: a deletion does not move the others */
  for (uint32_t i = nd; i-- > 0;) take_block(h, s, del[i]);
  uint32_t dl[SEG_OWN_TAKE];
  memcpy(dl, tk->l, sizeof(uint32_t) * tk->nl);
  qsort(dl, tk->nl, sizeof dl[0], seg_cmp_u32);
  for (uint32_t i = tk->nl; i-- > 0;) {
    uint32_t j = dl[i];
    seg_list_del(s, j);
    memmove(nonempty + j, nonempty + j + 1, s->nli - j);
    if (j < *li) (*li)--;
  }
}

/* step 2: one fold, if any applies; true when s changed */
/* x = y by the equations or the premise */
static bool same_value(seg_graph *g, const seg_heap *h, uint32_t x, uint32_t y) {
  if (seg_heap_same(h, x, y)) return true;
  seg_lin a = seg_lv(x), b = seg_lv(y), t;
  return seg_atom_mk(&t, &a, SEG_EQ, &b) && seg_valid(g, &t);
}

/* x = y + k by the equations or the premise */
static bool diff_is(seg_graph *g, const seg_heap *h, uint32_t x, uint32_t y, int64_t k) {
  int64_t d;
  if (seg_oc_diff(h->oc, x, y, &d)) return d == k;
  seg_lin a = seg_lv(x), b = seg_lv(y), t;
  b.c = k;
  return seg_atom_mk(&t, &a, SEG_EQ, &b) && seg_valid(g, &t);
}

/* nonempty[i]: list i of this normalization is known to have an element
 * (a fold made it; the premise does not know its new length) */
static int nonempty_(seg_graph *g, const seg_state *s, const uint8_t *nonempty, uint32_t i) {
  return nonempty[i] ? 1 : len_ge(g, s->li[i].len, 1);
}

/* ---- data kept apart (see merge.c: apart_split) ----
 * A list whose field holds one constant in every element does not take in
 * an element, or join a list, that holds another constant there, when
 * it is a list this loop inherited (made at another loop head): the two
 * stay lists of their own (a list built in phases: tags 1 by one loop,
 * then 2 by the next; a loop that writes either tag makes one list).  At
 * most SEG_APART_RUN lists follow each other so: a program that
 * alternates the values makes no list per value. */
#define SEG_APART_RUN 3

/* the lists linked to list i end to start, i included (a run) */
static uint32_t run_len(const seg_heap *h, const seg_state *s, uint32_t i) {
  uint32_t n = 1;
  for (int dir = 0; dir < 2; dir++) {
    uint32_t cur = i;
    for (uint32_t step = 0; step < s->nli; step++) {
      uint32_t nx = UINT32_MAX;
      for (uint32_t j = 0; j < s->nli && nx == UINT32_MAX; j++)
        if (j != cur && (dir ? seg_heap_same(h, s->li[cur].tgt, s->li[j].ad) : seg_heap_same(h, s->li[j].tgt, s->li[cur].ad)))
          nx = j;
      if (nx == UINT32_MAX || nx == i) break;
      cur = nx;
      n++;
    }
  }
  return n;
}

/* x and y are provably different values */
static bool differ(const seg_heap *h, uint32_t x, uint32_t y) {
  int64_t d;
  return x && y && seg_oc_diff(h->oc, x, y, &d) && d != 0;
}

/* an element with field values vals (by l's fields) stays apart from list i */
static bool elem_apart(const seg_heap *h, const seg_state *s, uint32_t i, const uint32_t *vals) {
  const seg_list *l = &s->li[i];
  if (!seg_list_inherited(l, s)) return false;
  bool d = false;
  for (uint32_t k = 0; k < l->nf && !d; k++) d = seg_lf_const(&l->f[k]) && differ(h, vals[k], l->f[k].first);
  return d && run_len(h, s, i) < SEG_APART_RUN;
}

/* list j (after list i) stays apart from it */
static bool lists_apart(const seg_heap *h, const seg_state *s, uint32_t i, uint32_t j) {
  const seg_list *l = &s->li[i], *m = &s->li[j];
  if (!seg_list_inherited(l, s) && !seg_list_inherited(m, s)) return false;
  bool d = false;
  for (uint32_t k = 0; k < l->nf && !d; k++) {
    if (!seg_lf_const(&l->f[k])) continue;
    int q = seg_list_field(m, l->f[k].off, l->f[k].ty, l->f[k].view);
    d = q >= 0 && seg_lf_const(&m->f[q]) && differ(h, m->f[q].first, l->f[k].first);
  }
  return d && run_len(h, s, i) <= SEG_APART_RUN;
}

static bool fold_once(seg_graph *g, seg_state *s, uint8_t *nonempty) {
  seg_heap h;
  seg_heap_init(&h, g, s);
  unsigned pb = g->pbits / 8;
  bool done = false;
  for (uint32_t i = 0; i < s->nli && !done; i++) {
    seg_list *l = &s->li[i];
    /* prepend: an element whose next field holds l->ad, l->ad otherwise unnamed */
    for (uint32_t b = 0; b < s->nblocks && !done; b++) {
      int64_t size;
      if (s->bl[b].kind != SEG_B_HEAP || s->bl[b].readonly || s->bl[b].zero || !block_size(&h, b, &size) ||
          size != (int64_t)l->esize || !seg_ety_fit(s->bl[b].ety, l->ety))
        continue;
      uint32_t lo = s->bl[b].lo;
      int nc = seg_heap_ptr_cell(&h, lo, l->noff, pb);
      if (nc < 0 || !seg_heap_same(&h, s->pt[nc].val, l->ad) || cursor_in(&h, b, size)) continue;
      int pc = -1;
      if (l->bk && ((pc = seg_heap_ptr_cell(&h, lo, l->poff, pb)) < 0 || !seg_heap_same_off(&h, l->bk, lo, l->loff)))
        continue;
      /* l's first element becomes the second: nothing else may name it
       * (unless it is also the last) */
      exempt ex = EXEMPT_NONE;
      ex.cell[0] = nc;
      ex.list = (int32_t)i;
      ex.also = l->lad;
      if (lnamed(&h, l, l->ad, &ex) || cursor_in_first(&h, l)) continue;
      seg_list nl = *l;
      uint32_t vals[SEG_LF_MAX], own[SEG_LF_MAX];
      seg_own_take tk;
      block_fields(&h, b, &nl, vals, true);
      if (elem_apart(&h, s, i, vals)) continue;
      if (!elem_owns(g, &h, b, &nl, vals, own, &tk) || tk_has_list(&tk, i)) continue;
      for (uint32_t k = 0; k < nl.nf; k++) nl.f[k].own = own[k];
      nl.ad = link_var(g, s, lo, l->loff);
      nl.fnext = l->ad;
      if (!nl.ety) nl.ety = s->bl[b].ety;
      nl.len = seg_list_len_var(g);
      seg_kb_rel(g, s, nl.len, SEG_EQ, l->len, 1);
      seg_kb_ge(g, s, nl.len, 1); /* l's len >= 0 is a fact of <s>, gone with l */
      int ne = nonempty_(g, s, nonempty, i);
      if (l->bk) {
        nl.bk = s->pt[pc].val;
        nl.lprev = ne == 1 ? l->lprev : seg_fresh(g, g->pbits, SEG_V_PTR);
      } else if (ne != 1) {
        nl.lad = seg_fresh(g, g->pbits, SEG_V_PTR);
      }
      for (uint32_t k = 0; k < nl.nf; k++) {
        /* a stepped field stays stepped when the new value is one step
         * before l's first (its last is l's then, even for an empty l) */
        if (k < l->nf && l->f[k].stepped && vals[k] && diff_is(g, &h, vals[k], l->f[k].first, -l->f[k].step)) {
          nl.f[k].first = vals[k];
          continue;
        }
        nl.f[k].stepped = 0;
        nl.f[k].first = vals[k];
        /* l's last values stay the last ones when l has an element, or
         * when the new element's value is the same anyway */
        if (k >= l->nf || (ne != 1 && !(vals[k] && nl.f[k].last && same_value(g, &h, vals[k], nl.f[k].last))))
          nl.f[k].last = 0;
      }
      take_elem(&h, s, b, &tk, &i, nonempty);
      s->li[i] = nl;
      nonempty[i] = 1;
      done = true;
    }
    /* append: l->tgt is an element otherwise unnamed */
    for (uint32_t b = 0; b < s->nblocks && !done; b++) {
      int64_t size;
      if (s->bl[b].kind != SEG_B_HEAP || s->bl[b].readonly || s->bl[b].zero || !block_size(&h, b, &size) ||
          size != (int64_t)l->esize || !seg_heap_same_off(&h, l->tgt, s->bl[b].lo, l->loff) ||
          !seg_ety_fit(s->bl[b].ety, l->ety))
        continue;
      uint32_t lo = s->bl[b].lo;
      int nc = seg_heap_ptr_cell(&h, lo, l->noff, pb);
      if (nc < 0 || cursor_in(&h, b, size)) continue;
      int pc = -1;
      if (l->bk && ((pc = seg_heap_ptr_cell(&h, lo, l->poff, pb)) < 0 || !seg_heap_same(&h, s->pt[pc].val, l->lad)))
        continue;
      /* the element may be named (it becomes the last, lad); l's last
       * element becomes interior: nothing else may name it (unless it is
       * also the first) */
      exempt ex = EXEMPT_NONE;
      ex.cell[0] = pc;
      ex.list = (int32_t)i;
      ex.also = l->ad;
      if (lnamed(&h, l, l->lad, &ex)) continue;
      /* a named element only at the end of the structure (next NULL) */
      exempt ex2 = EXEMPT_NONE;
      ex2.tgt_of = (int32_t)i;
      ex2.list = (int32_t)i;
      seg_chain kind = {.esize = l->esize, .noff = l->noff, .poff = l->bk ? l->poff : UINT32_MAX, .loff = l->loff};
      succ_back(&h, &kind, s->pt[nc].val, lo, l->loff, &ex2, pb); /* its successor's prev field */
      if (!is_null(&h, s->pt[nc].val) &&
          (named_at(&h, lo, l->loff, &ex2) || (l->loff && named(&h, lo, &EXEMPT_NONE))))
        continue;
      seg_list nl = *l;
      if (!nl.ety) nl.ety = s->bl[b].ety;
      uint32_t vals[SEG_LF_MAX], own[SEG_LF_MAX];
      seg_own_take tk;
      block_fields(&h, b, &nl, vals, false);
      if (elem_apart(&h, s, i, vals)) continue;
      if (!elem_owns(g, &h, b, &nl, vals, own, &tk) || tk_has_list(&tk, i)) continue;
      for (uint32_t k = 0; k < nl.nf; k++) nl.f[k].own = own[k];
      int ne = nonempty_(g, s, nonempty, i);
      nl.tgt = s->pt[nc].val;
      nl.lad = link_var(g, s, lo, l->loff);
      nl.len = seg_list_len_var(g);
      seg_kb_rel(g, s, nl.len, SEG_EQ, l->len, 1);
      seg_kb_ge(g, s, nl.len, 1); /* l's len >= 0 is a fact of <s>, gone with l */
      if (ne != 1) nl.fnext = seg_fresh(g, g->pbits, SEG_V_PTR);
      if (l->bk) nl.lprev = s->pt[pc].val;
      for (uint32_t k = 0; k < nl.nf; k++) {
        if (k < l->nf && l->f[k].stepped && vals[k] && diff_is(g, &h, vals[k], l->f[k].last, l->f[k].step)) {
          nl.f[k].last = vals[k];
          continue;
        }
        nl.f[k].stepped = 0;
        nl.f[k].last = vals[k];
        if (k >= l->nf || (ne != 1 && !(vals[k] && nl.f[k].first && same_value(g, &h, vals[k], nl.f[k].first))))
          nl.f[k].first = 0;
      }
      take_elem(&h, s, b, &tk, &i, nonempty);
      s->li[i] = nl;
      nonempty[i] = 1;
      done = true;
    }
    /* join: l->tgt is the start of a list otherwise unnamed */
    for (uint32_t j = 0; j < s->nli && !done; j++) {
      const seg_list *m = &s->li[j];
      if (j == i || m->esize != l->esize || m->noff != l->noff || m->loff != l->loff || (m->bk == 0) != (l->bk == 0) ||
          (l->bk && m->poff != l->poff) || !seg_heap_same(&h, m->ad, l->tgt) || !seg_ety_fit(l->ety, m->ety))
        continue;
      if (l->bk && !seg_heap_same(&h, m->bk, l->lad)) continue;
      if (lists_apart(&h, s, i, j)) continue;
      /* l's last and m's first element become interior */
      exempt ex = EXEMPT_NONE;
      ex.list = (int32_t)j;
      ex.tgt_of = (int32_t)i;
      ex.also = m->lad;
      if (lnamed(&h, m, m->ad, &ex) || cursor_in_first(&h, m)) continue;
      ex = EXEMPT_NONE;
      ex.list = (int32_t)i;
      ex.bk_of = (int32_t)j;
      ex.also = l->ad;
      if (lnamed(&h, l, l->lad, &ex)) continue;
      /* an owned field of either is owned in both (the objects stay owned) */
      bool owns_ok = true;
      for (int side = 0; side < 2 && owns_ok; side++) {
        const seg_list *x = side ? m : l, *y = side ? l : m;
        for (uint32_t k = 0; k < x->nf && owns_ok; k++) {
          if (!x->f[k].own || seg_own_is_null(g, x->f[k].own)) continue;
          int q = seg_list_field(y, x->f[k].off, x->f[k].ty, x->f[k].view);
          owns_ok = q >= 0 && y->f[q].own && seg_own_join(g, x->f[k].own, y->f[q].own);
        }
      }
      if (!owns_ok) continue;
      seg_list nl = *l;
      if (!nl.ety) nl.ety = m->ety;
      int ne1 = nonempty_(g, s, nonempty, i), ne2 = nonempty_(g, s, nonempty, j);
      nl.tgt = m->tgt;
      nl.len = seg_list_len_var(g);
      seg_lin a = seg_lv(nl.len), sum = seg_lv(l->len), t, ml = seg_lv(m->len);
      if (seg_lin_addk(&sum, &sum, 1, &ml) && seg_atom_mk(&t, &a, SEG_EQ, &sum)) seg_kb_add(g, s, &t);
      /* the parts' len >= 0 are facts of <s>, gone with them */
      seg_lin ll = seg_lv(l->len);
      if (seg_atom_le(&t, &ll, &a)) seg_kb_add(g, s, &t);
      if (seg_atom_le(&t, &ml, &a)) seg_kb_add(g, s, &t);
      if (ne1 == 1 || ne2 == 1) seg_kb_ge(g, s, nl.len, 1);
      nl.lad = ne2 == 1 ? m->lad : ne2 == 0 ? l->lad : seg_fresh(g, g->pbits, SEG_V_PTR);
      nl.fnext = ne1 == 1 ? l->fnext : ne1 == 0 ? m->fnext : seg_fresh(g, g->pbits, SEG_V_PTR);
      if (l->bk) nl.lprev = ne2 == 1 ? m->lprev : ne2 == 0 ? l->lprev : seg_fresh(g, g->pbits, SEG_V_PTR);
      /* fields common to both */
      nl.nf = 0;
      for (uint32_t k = 0; k < l->nf; k++)
        for (uint32_t q = 0; q < m->nf; q++) {
          if (l->f[k].off != m->f[q].off || l->f[k].ty != m->f[q].ty || l->f[k].view != m->f[q].view) continue;
          seg_lf f = l->f[k];
          if (f.own || m->f[q].own) f.own = f.own && m->f[q].own ? seg_own_join(g, f.own, m->f[q].own) : 0;
          if (f.stepped && m->f[q].stepped && f.step == m->f[q].step &&
              diff_is(g, &h, m->f[q].first, f.last, f.step)) { /* one progression */
            f.last = m->f[q].last;
            nl.f[nl.nf++] = f;
            continue;
          }
          f.stepped = 0;
          f.first = ne1 == 1 ? l->f[k].first : ne1 == 0 ? m->f[q].first : 0;
          f.last = ne2 == 1 ? m->f[q].last : ne2 == 0 ? l->f[k].last : 0;
          nl.f[nl.nf++] = f;
        }
      s->li[i] = nl;
      nonempty[i] = ne1 == 1 || ne2 == 1;
      seg_list_del(s, j);
      memmove(nonempty + j, nonempty + j + 1, s->nli - j);
      done = true;
    }
  }
  seg_heap_free(&h);
  if (done) MT_INC(g->run, seg_list_extended);
  if (done) MT_LOG(g->run, 3, "seg", "normalize: a fold into a list");
  return done;
}

/* A doubly linked list walked along its prev fields (a merge found it
 * from a sentinel's prev, a sort pass moved elements backwards) is the
 * same memory as the list along the next fields from its last element:
 * ends, second elements, targets and back pointers swap roles, payload
 * values swap ends, steps change sign.  One orientation per field pair
 * (next before prev: the lower offset) lets states that built the list
 * from different ends match. */
static bool orient(seg_list *l) {
  if (!l->bk || l->poff >= l->noff) return false;
  uint32_t t;
  t = l->ad, l->ad = l->lad, l->lad = t;
  t = l->tgt, l->tgt = l->bk, l->bk = t;
  t = l->fnext, l->fnext = l->lprev, l->lprev = t;
  t = l->noff, l->noff = l->poff, l->poff = t;
  for (uint32_t k = 0; k < l->nf; k++) {
    seg_lf *f = &l->f[k];
    t = f->first, f->first = f->last, f->last = t;
    if (f->stepped) f->step = -f->step;
  }
  return true;
}

bool seg_list_orient(seg_state *s) {
  bool ch = false;
  for (uint32_t i = 0; i < s->nli; i++) ch |= orient(&s->li[i]);
  return ch;
}

bool seg_list_normalize(seg_graph *g, seg_state *s) {
  bool ch = seg_list_orient(s);
  if (!s->nli) return ch;
  ch |= seg_list_drop_empty(g, s);
  uint8_t *nonempty = mt_calloc(s->nli + 1, 1);
  for (uint32_t k = 0; k < 64 && fold_once(g, s, nonempty); k++) ch = true;
  mt_free(nonempty);
  return ch;
}
