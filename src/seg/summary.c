/* summary.c -- recursion through memory: a nested call of a recursive
 * function that touches memory gets an abstract entry state with the
 * call's footprint, and the caller goes on from the function's return
 * summary (graph.c keeps the summaries and the calling contexts).
 *
 * Entry.  The footprint of the call state C is the heap reachable from the
 * pointer arguments and from the globals, as far as C knows it: the heap
 * blocks that provably hold a reachable pointer, the cells provably inside
 * them, the lists whose first, second or last element it provably points
 * into (and what their ends and pointer fields hold), and every global
 * block with its cells.  The entry state E_C is f's frame alone with the parameters bound
 * to the arguments, C's KB and the footprint (C's own variables).  The
 * choice of the footprint is a matter of precision only: the callee reaches
 * other memory only through pointers E_C places in no block, and every
 * access there is an error state of the graph, so a complete graph without
 * error states shows that the callee touched nothing but the footprint.
 *
 * Return.  The return states of f's abstract activations (at its ret
 * instruction) are generalized into one return summary R per entry node E
 * (graph.c).  R's parameter slots hold the entry values: parameters are SSA
 * values, value.c keeps them live in these functions, and merges and
 * instance checks map a slot's variable to the same slot's.
 *
 * Continuation.  For a call state C whose entry state E_C is E or an
 * instance of it, the state after the call is C without the footprint,
 * plus R's heap (not its stack blocks: f's frame ends), R's KB and the
 * result, R's variables renamed: a parameter slot's variable becomes
 * E_C's (the argument, by E_C's KB), a global block's bounds stay, every
 * other variable is fresh.  R covers every return of a run from a state of
 * E, so from one of E_C; memory outside the footprint is C's, unchanged. */
#include "seg_int.h"

#include <string.h>

/* ---- entry ----------------------------------------------------------------------------- */

/* cell c lies inside block b by the premise */
static bool cell_in(seg_graph *g, const seg_pt *c, const seg_block *b) {
  seg_lin a = seg_lv(c->addr), n = seg_lc((int64_t)c->size);
  return seg_inside(g, b, &a, &n);
}

seg_state *seg_summary_entry(seg_step *st, const ir_func *f, const seg_lin *args) {
  seg_graph *g = st->g;
  const seg_state *c = st->a;
  uint8_t *inb = mt_calloc(c->nblocks + 1, 1), *inl = mt_calloc(c->nli + 1, 1), *inp = mt_calloc(c->npt + 1, 1);
  MT_VEC(seg_lin) roots = {0};
  for (uint32_t i = 0; i < f->nparams; i++)
    if (seg_slot_view(g, f, f->params[i]) == SEG_V_PTR) MT_VEC_PUSH(roots, args[i]);
  /* (the globals when f may name one: else only those the arguments reach) */
  bool globals = g->fi[f - g->m->funcs.data].names_globals;
  for (uint32_t i = 0; i < c->nblocks; i++) inb[i] = globals && c->bl[i].kind == SEG_B_GLOBAL;
  uint32_t done = 0;
  MT_VEC(seg_lin) nulls = {0}; /* roots that are NULL (maybe by a list's facts, which E_C lacks) */
  for (bool changed = true; changed;) {
    changed = false;
    for (; done < roots.len; done++) {
      seg_lin r = roots.data[done], z = seg_lc(0), one = seg_lc(1), t;
      if (seg_atom_mk(&t, &r, SEG_EQ, &z) && seg_valid(g, &t)) {
        MT_VEC_PUSH(nulls, t);
        continue;
      }
      for (uint32_t j = 0; j < c->nblocks; j++)
        if (!inb[j] && seg_inside(g, &c->bl[j], &r, &one)) inb[j] = 1, changed = true;
      for (uint32_t j = 0; j < c->nli; j++) {
        const seg_list *l = &c->li[j];
        if (inl[j] || !(seg_in_list_elem(g, l, l->ad, &r, &one) || seg_in_list_elem(g, l, l->lad, &r, &one) ||
                        seg_in_list_elem(g, l, l->fnext, &r, &one)))
          continue;
        inl[j] = 1;
        changed = true;
        uint32_t ps[5] = {l->tgt, l->fnext, l->lad, l->bk, l->lprev};
        for (uint32_t q = 0; q < 5; q++)
          if (ps[q]) MT_VEC_PUSH(roots, seg_lv(ps[q]));
        for (uint32_t q = 0; q < l->nf; q++)
          if (l->f[q].view == SEG_V_PTR) {
            if (l->f[q].first) MT_VEC_PUSH(roots, seg_lv(l->f[q].first));
            if (l->f[q].last) MT_VEC_PUSH(roots, seg_lv(l->f[q].last));
          }
      }
    }
    for (uint32_t i = 0; i < c->npt; i++) {
      if (inp[i]) continue;
      for (uint32_t j = 0; j < c->nblocks && !inp[i]; j++)
        if (inb[j] && cell_in(g, &c->pt[i], &c->bl[j])) inp[i] = 1;
      if (!inp[i]) continue;
      changed = true;
      if (c->pt[i].view == SEG_V_PTR) MT_VEC_PUSH(roots, seg_lv(c->pt[i].val));
    }
  }
  MT_VEC_FREE(roots);
  seg_state *e = seg_state_new(g);
  e->bl = mt_malloc(sizeof *e->bl);
  e->pt = mt_malloc(sizeof *e->pt);
  bool hidden = c->hidden;
  for (uint32_t i = 0; i < c->nblocks; i++) {
    seg_block b = c->bl[i];
    /* a caller's stack block: no frame of E_C pops it */
    if (b.kind == SEG_B_STACK) b.frame = SEG_FRAME_OUTER;
    if (inb[i]) seg_block_add(g, e, &b);
    else hidden |= b.kind == SEG_B_HEAP;
  }
  for (uint32_t i = 0; i < c->npt; i++)
    if (inp[i]) seg_pt_add(g, e, &c->pt[i]);
  for (uint32_t i = 0; i < c->nli; i++) {
    if (inl[i]) seg_list_add(g, e, &c->li[i]);
    else hidden = true;
  }
  e->heap_lost = c->heap_lost;
  e->hidden = hidden;
  /* the heap E_C leaves out stays reachable from the callers when C has
   * no unreachable block (the callee cannot reach it to change that) */
  if (hidden && !c->heap_lost && (!c->hidden || c->hidden_held)) {
    seg_step tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.g = g;
    tmp.a = c;
    e->hidden_held = seg_check_leaks(&tmp, c, false, true) == SEG_OK;
  }
  mt_free(inb);
  mt_free(inl);
  mt_free(inp);
  /* C's KB as far as it concerns E_C: the atoms connected (by shared
   * variables) to the footprint's and the arguments' variables -- the
   * projection of the rest (seg_gc) would be work without use */
  {
    uint32_t *vs;
    uint32_t nv = seg_state_vars(e, &vs);
    uint8_t *in = mt_calloc(g->vars.len + 1, 1), *take = mt_calloc(c->nkb + 1, 1);
    for (uint32_t i = 0; i < nv; i++) in[vs[i]] = 1;
    mt_free(vs);
    for (uint32_t i = 0; i < f->nparams; i++)
      for (uint32_t j = 0; j < args[i].n; j++) in[args[i].v[j]] = 1;
    for (bool more = true; more;) {
      more = false;
      for (uint32_t i = 0; i < c->nkb; i++) {
        if (take[i]) continue;
        bool touch = false;
        for (uint32_t j = 0; j < c->kb[i].n && !touch; j++) touch = in[c->kb[i].v[j]];
        if (!touch) continue;
        take[i] = 1;
        more = true;
        for (uint32_t j = 0; j < c->kb[i].n; j++) in[c->kb[i].v[j]] = 1;
      }
    }
    for (uint32_t i = 0; i < c->nkb; i++)
      if (take[i]) seg_kb_add(g, e, &c->kb[i]);
    for (uint32_t i = 0; i < nulls.len; i++) seg_kb_add(g, e, &nulls.data[i]);
    mt_free(in);
    mt_free(take);
  }
  MT_VEC_FREE(nulls);
  seg_frame_push(g, e, f);
  uint32_t k0 = e->nkb;
  for (uint32_t i = 0; i < f->nparams; i++) seg_define(st, e, f->params[i], &args[i]);
  /* the bindings, for the continuation (the caller's variables leave E_C's KB) */
  st->nbind = e->nkb - k0;
  st->bind = st->nbind ? mt_malloc(sizeof(seg_lin) * st->nbind) : NULL;
  if (st->nbind) memcpy(st->bind, e->kb + k0, sizeof(seg_lin) * st->nbind);
  return e;
}

/* ---- continuation ----------------------------------------------------------------------- */

typedef struct rn {
  seg_graph *g;
  uint32_t n;
  uint32_t *to; /* R-variable -> new variable (0: not yet) */
} rn;

static uint32_t rn_var(rn *m, uint32_t v) {
  if (!v) return 0;
  if (v < m->n && m->to[v]) return m->to[v];
  seg_var meta = m->g->vars.data[v];
  uint32_t w = seg_fresh(m->g, meta.bits, (seg_view)meta.view);
  m->g->vars.data[w] = meta;
  if (v < m->n) m->to[v] = w;
  return w;
}

static bool rn_lin(rn *m, const seg_lin *in, seg_lin *out) {
  seg_lin r = seg_lc(in->c);
  for (uint32_t i = 0; i < in->n; i++) {
    seg_lin x = seg_lv(rn_var(m, in->v[i]));
    if (!seg_lin_addk(&r, &r, in->k[i], &x)) return false;
  }
  r.rel = in->rel;
  *out = r;
  return true;
}

static bool has_block(const seg_state *s, uint32_t lo) {
  for (uint32_t i = 0; i < s->nblocks; i++)
    if (s->bl[i].lo == lo && s->bl[i].kind != SEG_B_STACK) return true;
  return false;
}

static bool has_list(const seg_state *s, const seg_list *l) {
  for (uint32_t i = 0; i < s->nli; i++)
    if (s->li[i].ad == l->ad && s->li[i].len == l->len) return true;
  return false;
}

static bool has_cell(const seg_state *s, const seg_pt *p) {
  for (uint32_t i = 0; i < s->npt; i++)
    if (s->pt[i].addr == p->addr && s->pt[i].val == p->val && s->pt[i].ty == p->ty) return true;
  return false;
}

seg_state *seg_summary_continue(seg_graph *g, const seg_state *c, const seg_state *ec, const seg_state *e,
                                const seg_pair *mu, uint32_t nmu, const seg_state *r, const seg_lin *bind,
                                uint32_t nbind, const char **why) {
  *why = NULL;
  const seg_frame *top = &c->fr[c->nframes - 1];
  const ir_inst *call = &top->f->insts[top->f->blocks[top->block].first + top->idx];
  const seg_frame *rf = &r->fr[0];
  const ir_inst *ret = &rf->f->insts[rf->f->blocks[rf->block].first + rf->idx];
  if (r->nframes != 1 || ret->op != IR_RET || ec->nframes != 1 || ec->fr[0].f != rf->f) {
    *why = "a return summary that is not at its function's return";
    return NULL;
  }
  seg_state *s = seg_state_copy(g, c);
  /* the footprint goes: R says what became of it */
  for (uint32_t i = s->nblocks; i-- > 0;)
    if (s->bl[i].kind != SEG_B_STACK && has_block(ec, s->bl[i].lo)) seg_block_del(s, i);
  for (uint32_t i = s->nli; i-- > 0;)
    if (has_list(ec, &s->li[i])) seg_list_del(s, i);
  for (uint32_t i = s->npt; i-- > 0;)
    if (has_cell(ec, &s->pt[i])) seg_pt_del(s, i);
  /* R's variables: parameter slots become E_C's, global bounds stay */
  rn m = {g, g->vars.len, mt_calloc(g->vars.len + 1, sizeof(uint32_t))};
  const ir_func *f = rf->f;
  for (uint32_t i = 0; i < f->nparams; i++) {
    const ir_value *pv = ir_val_get(g->m, f->params[i]);
    uint32_t slot = pv->u.local.slot, x = rf->lv[slot], y = ec->fr[0].lv[slot];
    if (x && y && x < m.n) m.to[x] = y;
  }
  for (uint32_t i = 0; i < r->nblocks; i++)
    if (r->bl[i].kind == SEG_B_GLOBAL) {
      if (r->bl[i].lo < m.n) m.to[r->bl[i].lo] = r->bl[i].lo;
      if (r->bl[i].hi < m.n) m.to[r->bl[i].hi] = r->bl[i].hi;
    }
  /* a variable of R that is one of E's has its value there (variables are
   * values: every state from E to a return, and the merges of the return
   * states, keep it for the same value or name another): E_C's instance of
   * it -- a block the function did not free is the caller's block still,
   * and the caller's pointers into it point into it still */
  {
    uint32_t *ev;
    uint32_t nev = seg_state_vars(e, &ev);
    for (uint32_t i = 0; i < nev; i++) {
      uint32_t x = ev[i];
      if (x >= m.n || m.to[x]) continue;
      if (!mu) {
        m.to[x] = x;
        continue;
      }
      for (uint32_t k = 0; k < nmu; k++)
        if (mu[k].from == x && mu[k].to && !mu[k].off) {
          m.to[x] = mu[k].to;
          break;
        }
    }
    mt_free(ev);
  }
  /* R's heap and global blocks; its stack blocks end with f's frame (and
   * the cells in them) */
  seg_oclass *oc = seg_oc_new(r);
  uint8_t *gone = mt_calloc(r->npt + 1, 1);
  MT_VEC(uint32_t) outer = {0}; /* R's callers' stack blocks, renamed (lo, hi) */
  for (uint32_t i = 0; i < r->nblocks; i++) {
    const seg_block *b = &r->bl[i];
    if (b->kind == SEG_B_STACK && b->frame == SEG_FRAME_OUTER) {
      MT_VEC_PUSH(outer, rn_var(&m, b->lo));
      MT_VEC_PUSH(outer, rn_var(&m, b->hi));
      continue;
    }
    if (b->kind == SEG_B_STACK) {
      int64_t size;
      if (!seg_oc_diff(oc, b->hi, b->lo, &size)) continue;
      for (uint32_t k = 0; k < r->npt; k++) {
        int64_t off;
        if (seg_oc_diff(oc, r->pt[k].addr, b->lo, &off) && off >= 0 && off <= size) gone[k] = 1;
      }
      continue;
    }
    seg_block nb = *b;
    nb.lo = rn_var(&m, b->lo);
    nb.hi = rn_var(&m, b->hi);
    seg_block_add(g, s, &nb);
  }
  seg_oc_delete(oc);
  for (uint32_t i = 0; i < r->npt; i++) {
    if (gone[i]) continue;
    seg_pt p = r->pt[i];
    p.addr = rn_var(&m, p.addr);
    p.val = rn_var(&m, p.val);
    seg_pt_add(g, s, &p);
  }
  mt_free(gone);
  for (uint32_t i = 0; i < r->nli; i++) {
    seg_list l = r->li[i];
    l.ad = rn_var(&m, l.ad);
    l.tgt = rn_var(&m, l.tgt);
    l.len = rn_var(&m, l.len);
    l.lad = rn_var(&m, l.lad);
    l.fnext = rn_var(&m, l.fnext);
    l.bk = rn_var(&m, l.bk);
    l.lprev = rn_var(&m, l.lprev);
    for (uint32_t q = 0; q < l.nf; q++) {
      l.f[q].first = rn_var(&m, l.f[q].first);
      l.f[q].last = rn_var(&m, l.f[q].last);
    }
    seg_list_add(g, s, &l);
  }
  /* the parameters' bindings to the arguments, E_C's KB and R's */
  for (uint32_t i = 0; i < nbind; i++) seg_kb_add(g, s, &bind[i]);
  for (uint32_t i = 0; i < ec->nkb; i++) seg_kb_add(g, s, &ec->kb[i]);
  bool ok = true;
  for (uint32_t i = 0; i < r->nkb && ok; i++) {
    seg_lin t;
    ok = rn_lin(&m, &r->kb[i], &t);
    if (ok) seg_kb_add(g, s, &t);
  }
  /* each callers' stack block of R is one of C's (by the equations: the
   * pointer parameter that reached it is bound to the caller's address);
   * C keeps its block, R's cells in it are at the same addresses */
  if (ok && outer.len) {
    seg_oclass *soc = seg_oc_new(s);
    for (uint32_t i = 0; i < outer.len && ok; i += 2) {
      bool found = false;
      for (uint32_t j = 0; j < c->nblocks && !found; j++) {
        int64_t d1, d2;
        const seg_block *cb = &c->bl[j];
        found = cb->kind == SEG_B_STACK && seg_oc_diff(soc, outer.data[i], cb->lo, &d1) && d1 == 0 &&
                seg_oc_diff(soc, outer.data[i + 1], cb->hi, &d2) && d2 == 0;
      }
      if (!found) {
        ok = false;
        *why = "a caller's stack block in a return summary is not one of the caller's";
      }
    }
    seg_oc_delete(soc);
  }
  MT_VEC_FREE(outer);
  if (!ok) {
    if (!*why) *why = "a return summary's fact cannot be renamed";
    mt_free(m.to);
    seg_state_free(s);
    return NULL;
  }
  /* the result: R's return operand */
  seg_frame *tf = seg_top(s);
  if (call->result && ret->nops > 0) {
    const ir_value *rv = ir_val_get(g->m, ret->ops[0]);
    uint32_t slot = ir_val_get(g->m, call->result)->u.local.slot;
    seg_view want = seg_slot_view(g, tf->f, call->result);
    bool local = rv->kind == IR_V_ARG || rv->kind == IR_V_INST;
    seg_view own = local ? seg_slot_view(g, f, ret->ops[0]) : want;
    uint32_t res = seg_fresh(g, seg_bits(g, call->type), want);
    seg_step tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.g = g;
    tmp.a = r;
    seg_lin rv1, e2, x = seg_lv(res), t;
    /* a value in another reading than the caller's: any value */
    if (own == want && seg_operand(&tmp, (seg_state *)r, ret->ops[0], own, &rv1) && rn_lin(&m, &rv1, &e2) &&
        seg_atom_mk(&t, &x, SEG_EQ, &e2))
      seg_kb_add(g, s, &t);
    tf->lv[slot] = res;
  }
  mt_free(m.to);
  tf->idx++;
  s->heap_lost = c->heap_lost || r->heap_lost;
  s->hidden = c->hidden;
  return s;
}
