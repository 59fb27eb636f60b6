/* partition.c -- which states at a loop head are kept apart (never
 * merged): seg_pointer_split, the partition of a loop head's states by
 * where the pointers point (seg_int.h).  A merge of two states that
 * differ in one of these ways could only keep what lies between them --
 * a cursor NULL here and inside a list there, a link cursor on the stack
 * here and inside an element there -- so the graph keeps one merged state
 * per side. */
#include "seg_int.h"

/* v points inside the first element of a list of h's state, at *d bytes
 * from its start (a cursor to the link of an element not read yet:
 * pp = &(*pp)->next) */
int seg_in_list_head(const seg_heap *h, uint32_t v, int64_t *d) {
  for (uint32_t i = 0; i < h->s->nli; i++) {
    const seg_list *l = &h->s->li[i];
    int64_t k;
    if (seg_oc_diff(h->oc, v, l->ad, &k) && k - (int64_t)l->loff >= 0 &&
        k - (int64_t)l->loff < (int64_t)l->esize) {
      *d = k - (int64_t)l->loff;
      return (int)i;
    }
  }
  return -1;
}

/* where a pointer value points: 0 NULL, 1 into a heap block of AL (or
 * a list's first element), 2 into a stack or global block, -1 elsewhere
 * or not known */
static int ptr_kind(const seg_heap *h, uint32_t v) {
  int64_t c, d;
  if (seg_oc_value(h->oc, v, &c)) return c == 0 ? 0 : -1;
  int b = seg_heap_block_holding(h, v, false, &d);
  if (b < 0) return seg_in_list_head(h, v, &d) >= 0 ? 1 : -1;
  return h->s->bl[b].kind == SEG_B_HEAP ? 1 : 2;
}

/* the heap block v starts (in h) is pointed to by a cell outside it */
static bool held_elsewhere(const seg_heap *h, uint32_t v) {
  int bi = seg_heap_block_at(h, v);
  if (bi < 0) return false;
  for (uint32_t q = 0; q < h->s->npt; q++) {
    int64_t d;
    if (!seg_heap_same(h, h->s->pt[q].val, h->s->bl[bi].lo)) continue;
    int holder = seg_heap_block_holding(h, h->s->pt[q].addr, false, &d);
    if (holder >= 0 && holder != bi) return true;
  }
  return false;
}

/* v (of h) is the start of a pointer-sized stack or global object and w
 * (of o) points into a heap block at an offset other than 0 */
static bool link_cursor(const seg_heap *h, uint32_t v, const seg_heap *o, uint32_t w) {
  int64_t d, size;
  int b = seg_heap_block_holding(h, v, false, &d);
  if (b < 0 || d || !seg_oc_diff(h->oc, h->s->bl[b].hi, h->s->bl[b].lo, &size) || size + 1 != h->ptrbytes)
    return false;
  return (seg_heap_block_holding(o, w, true, &d) >= 0 || seg_in_list_head(o, w, &d) >= 0) && d > 0;
}

bool seg_pointer_split(const seg_graph *g, const seg_state *a, const seg_state *b) {
  if (!seg_same_position(a, b)) return false;
  /* the pointers the loop itself assigns: the phis of its head (a value
   * an outer loop changes would only keep that loop's rounds apart) */
  const seg_frame *x = &a->fr[a->nframes - 1], *y = &b->fr[b->nframes - 1];
  const ir_func *f = x->f;
  uint32_t nphi = g->fi[f - g->m->funcs.data].firstnp[x->block];
  if (x->idx != nphi) return false;
  seg_heap ha, hb;
  seg_heap_init(&ha, g, a);
  seg_heap_init(&hb, g, b);
  bool split = false;
  for (uint32_t k = 0; k < nphi && !split; k++) {
    uint32_t j = ir_val_get(g->m, f->insts[f->blocks[x->block].first + k].result)->u.local.slot;
    uint32_t va = x->lv[j], vb = y->lv[j];
    if (!va || !vb || !seg_heap_ptr(&ha, va) || !seg_heap_ptr(&hb, vb)) continue;
    int ka = ptr_kind(&ha, va), kb = ptr_kind(&hb, vb);
    if (ka < 0 || kb < 0 || ka == kb) continue;
    if (ka + kb == 1) {
      /* NULL against a heap block: only when a heap cell outside the
       * block points to its start too (the block is not the pointer's
       * alone: a list of length 0 or 1 cannot take it) */
      split = ka ? held_elsewhere(&ha, va) : held_elsewhere(&hb, vb);
      continue;
    }
    /* a pointer variable on the stack or in a global against a field
     * inside a heap element (&head against &elem->next: a cursor to the
     * link to update) */
    if (ka && kb) split = link_cursor(ka == 2 ? &ha : &hb, ka == 2 ? va : vb, ka == 2 ? &hb : &ha, ka == 2 ? vb : va);
  }
  seg_heap_free(&ha);
  seg_heap_free(&hb);
  return split;
}
