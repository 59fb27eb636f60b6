/* own.c -- objects that list elements own (issue 13: element payloads).
 *
 * A pointer field of a list may be *owned*: in every element it holds NULL
 * (when the template is nullable) or the start of a heap block of the
 * template's size that nothing but this field points to, whose cells at the
 * template's offsets hold the template's constants (other bytes: any
 * values).  The objects belong to the list like its elements: not in AL,
 * not in PT, disjoint from everything else.  An element that is
 * materialized brings its object along (list.c), a fold or a merge that
 * takes an element takes its object (list_fold.c, merge.c), and an
 * instance check maps an owned field onto objects that fit (merge.c).
 *
 * Templates are values without variables, interned per graph
 * (g->owns, id = index + 1). */
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
  return a->c < b->c ? -1 : a->c > b->c;
}

uint32_t seg_own_intern(seg_graph *g, const seg_own *o) {
  seg_own t;
  memset(&t, 0, sizeof t);
  t.size = o->size;
  t.nullable = o->nullable;
  t.site = o->site;
  t.ncell = o->ncell;
  for (uint32_t i = 0; i < o->ncell; i++) {
    seg_owncell c;
    memset(&c, 0, sizeof c);
    c.off = o->cell[i].off;
    c.size = o->cell[i].size;
    c.ty = o->cell[i].ty;
    c.view = o->cell[i].view;
    c.c = o->cell[i].c;
    t.cell[i] = c;
  }
  qsort(t.cell, t.ncell, sizeof t.cell[0], cell_cmp);
  for (uint32_t i = 0; i < g->owns.len; i++)
    if (!memcmp(&g->owns.data[i], &t, sizeof t)) return i + 1;
  MT_VEC_PUSH(g->owns, t);
  return g->owns.len;
}

static bool has_cell(const seg_own *o, const seg_owncell *c) {
  for (uint32_t i = 0; i < o->ncell; i++)
    if (!cell_cmp(&o->cell[i], c)) return true;
  return false;
}

uint32_t seg_own_null(seg_graph *g) {
  seg_own t;
  memset(&t, 0, sizeof t);
  t.nullable = true;
  return seg_own_intern(g, &t);
}

bool seg_own_is_null(const seg_graph *g, uint32_t x) {
  const seg_own *a = seg_own_get(g, x);
  return a && a->size == 0;
}

uint32_t seg_own_join(seg_graph *g, uint32_t x, uint32_t y) {
  if (x == y) return x;
  const seg_own *a = seg_own_get(g, x), *b = seg_own_get(g, y);
  if (!a || !b) return 0;
  if (a->size == 0) return seg_own_nullable(g, y);
  if (b->size == 0) return seg_own_nullable(g, x);
  if (a->size != b->size) return 0;
  seg_own t;
  memset(&t, 0, sizeof t);
  t.size = a->size;
  t.nullable = a->nullable || b->nullable;
  t.site = a->site;
  for (uint32_t i = 0; i < a->ncell; i++)
    if (has_cell(b, &a->cell[i])) t.cell[t.ncell++] = a->cell[i];
  return seg_own_intern(g, &t);
}

uint32_t seg_own_nullable(seg_graph *g, uint32_t x) {
  const seg_own *a = seg_own_get(g, x);
  if (!a || a->nullable) return x;
  seg_own t = *a;
  t.nullable = true;
  return seg_own_intern(g, &t);
}

bool seg_own_leq(const seg_graph *g, uint32_t x, uint32_t y) {
  if (x == y) return true;
  const seg_own *a = seg_own_get(g, x), *b = seg_own_get(g, y);
  if (a && a->size == 0) return b && b->nullable;
  if (!a || !b || a->size != b->size || (a->nullable && !b->nullable)) return false;
  for (uint32_t i = 0; i < b->ncell; i++)
    if (!has_cell(a, &b->cell[i])) return false;
  return true;
}

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

int seg_own_classify(seg_graph *g, const seg_heap *h, uint32_t v, int32_t cell, uint32_t *own, int *blk) {
  const seg_state *s = h->s;
  int64_t c;
  *own = 0;
  *blk = -1;
  if (!v) return 0;
  if (is_null(g, h, v)) return 1;
  if (seg_oc_value(h->oc, v, &c)) return 0;
  int b = seg_heap_block_at(h, v);
  if (b < 0 || h->used_b[b] || s->bl[b].kind != SEG_B_HEAP) return 0;
  int64_t size;
  if (!seg_oc_diff(h->oc, s->bl[b].hi, s->bl[b].lo, &size) || size < 0 || size >= (1 << 20)) return 0;
  size += 1;
  uint32_t lo = s->bl[b].lo;
  /* nothing but the cell refers to the block: no program value, no other
   * cell, no list */
  for (uint32_t f = 0; f < s->nframes; f++)
    for (uint32_t j = 0; j < s->fr[f].f->nslots; j++)
      if (refers(h, s->fr[f].lv[j], lo)) return 0;
  for (uint32_t i = 0; i < s->nli; i++) {
    uint32_t vs[SEG_LIST_NVARS];
    uint32_t n = seg_list_vars(&s->li[i], vs);
    for (uint32_t k = 0; k < n; k++)
      if (refers(h, vs[k], lo)) return 0;
  }
  seg_own t;
  memset(&t, 0, sizeof t);
  t.size = (uint32_t)size;
  t.site = s->bl[b].site;
  for (uint32_t i = 0; i < s->npt; i++) {
    const seg_pt *p = &s->pt[i];
    if ((int32_t)i != cell && refers(h, p->val, lo)) return 0;
    int64_t off;
    if (!seg_heap_cell_off(h, lo, p, &off) || off < 0 || off >= size) continue;
    /* the object's own cells: constants are kept, other values are
     * forgotten -- but not a pointer (what it points to would be lost) */
    if (seg_oc_value(h->oc, p->val, &c)) {
      if (off + p->size > size || t.ncell == SEG_OWN_CELLS) continue;
      t.cell[t.ncell++] = (seg_owncell){(uint32_t)off, p->size, p->ty, p->view, c};
    } else if (p->view == SEG_V_PTR) {
      return 0;
    }
  }
  *own = seg_own_intern(g, &t);
  *blk = b;
  return 2;
}

void seg_own_materialize(seg_graph *g, seg_state *s, uint32_t v, uint32_t own) {
  const seg_own *o = seg_own_get(g, own);
  seg_block b = {v, seg_fresh(g, g->pbits, SEG_V_PTR), SEG_B_HEAP, false, 0, o->site};
  seg_lin hi = seg_lv(b.hi), lo = seg_lv(v), t;
  lo.c = (int64_t)o->size - 1;
  if (seg_atom_mk(&t, &hi, SEG_EQ, &lo)) seg_kb_add(g, s, &t);
  seg_lin one = seg_lc(1), vl = seg_lv(v);
  if (seg_atom_le(&t, &one, &vl)) seg_kb_add(g, s, &t);
  seg_block_add(g, s, &b);
  for (uint32_t i = 0; i < o->ncell; i++) {
    const seg_owncell *c = &o->cell[i];
    uint32_t a = v;
    if (c->off) {
      a = seg_fresh(g, g->pbits, SEG_V_PTR);
      seg_lin al = seg_lv(a), bl = seg_lv(v);
      bl.c = c->off;
      if (seg_atom_mk(&t, &al, SEG_EQ, &bl)) seg_kb_add(g, s, &t);
    }
    uint32_t val = seg_fresh(g, seg_bits(g, c->ty), (seg_view)c->view);
    seg_lin x = seg_lv(val), k = seg_lc(c->c);
    if (seg_atom_mk(&t, &x, SEG_EQ, &k)) seg_kb_add(g, s, &t);
    seg_pt p = {a, val, c->ty, c->size, c->view};
    seg_pt_add(g, s, &p);
  }
  MT_INC(g->run, seg_own_materialized);
}

void seg_own_print(mt_buf *b, const seg_graph *g, uint32_t own) {
  const seg_own *o = seg_own_get(g, own);
  if (!o) return;
  if (!o->size) {
    mt_buf_printf(b, " owns nothing yet (NULL)");
    return;
  }
  mt_buf_printf(b, " owns %s%u-byte block%s (line %u)", o->nullable ? "NULL or a " : "a ", o->size,
                o->ncell ? " with" : "", o->site.line);
  for (uint32_t i = 0; i < o->ncell; i++)
    mt_buf_printf(b, "%s @%u = %lld", i ? "," : "", o->cell[i].off, (long long)o->cell[i].c);
}
