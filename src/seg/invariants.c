/* invariants.c -- loop invariants of a complete graph, in C, for
 * correctness witnesses (seg.h: seg_loop_invariants).
 *
 * The states at a position cover every concrete state a run can have
 * there (that is what the proof rests on), so at a loop head h of f the
 * disjunction of the KBs of the graph's live nodes at (f, h, first
 * non-phi) holds in every reachable state, and so does every weakening
 * of it.  Nodes another one there covers are left out: an instance (its
 * generalization edge leads to an ancestor at the same position that
 * contains it), the owner of a merged state (the merge contains it), a
 * refinement (its parent, at the same position, contains it).  Following
 * these edges from any node ends at a node that is none of them, so the
 * rest still covers every state.  Per node, the KB atoms whose variables are all values of C
 * variables at h (ir_block.vars, through the node's LV) become C
 * expressions (cexpr: exact in C, or left out); the reading of each
 * variable (seg_var.view) decides how its value is written.  Then: the
 * atoms common to all nodes, and the disjunction of what is left of each
 * node when there are few, else the common atoms alone.  A variable
 * bound to several C names also gives their equalities. */
#include "seg_int.h"

#include <stdlib.h>
#include <string.h>

#include "../cexpr/cexpr.h"

#define SEG_INV_MAX_DISJ 4

typedef MT_VEC(char *) strv;

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool has(const strv *v, const char *s) {
  for (uint32_t i = 0; i < v->len; i++)
    if (!strcmp(v->data[i], s)) return true;
  return false;
}

static void strv_free(strv *v) {
  for (uint32_t i = 0; i < v->len; i++) mt_free(v->data[i]);
  MT_VEC_FREE(*v);
}

/* *x: the first C variable at head hb (from index skip on) whose value in
 * the top frame is var, read as var's view; false when there is none or
 * var is no integer */
static bool c_var(const seg_graph *g, const seg_frame *fr, const ir_block *hb, uint32_t var,
                  uint32_t skip, cexpr_var *x, uint32_t *which) {
  for (uint32_t i = skip; i < hb->nvars; i++) {
    const ir_srcvar *sv = &hb->vars[i];
    uint32_t slot = ir_val_get(g->m, sv->val)->u.local.slot;
    if (slot >= fr->f->nslots || fr->lv[slot] != var) continue;
    const seg_var *v = &g->vars.data[var];
    if (v->view != SEG_V_S && v->view != SEG_V_U) return false;
    *x = (cexpr_var){sv->name, sv->bits, sv->is_signed, v->view == SEG_V_U};
    *which = i;
    return true;
  }
  return false;
}

/* one-variable atoms per variable: the tightest bounds (k·v + c <= 0 as
 * v <= floor(-c/k) or v >= ceil(c/-k)) and a value (k·v + c = 0) */
typedef struct vbounds {
  uint32_t var;
  bool has_lo, has_hi, has_eq;
  __int128 lo, hi, eq;
} vbounds;

static __int128 fdiv(__int128 a, __int128 b) { /* b > 0 */
  return a / b - (a % b != 0 && a < 0);
}

typedef MT_VEC(vbounds) vboundv;

static void note_bound(vboundv *vb, const seg_lin *a) {
  uint32_t i = 0;
  while (i < vb->len && vb->data[i].var != a->v[0]) i++;
  if (i == vb->len) {
    vbounds z;
    memset(&z, 0, sizeof z);
    z.var = a->v[0];
    MT_VEC_PUSH(*vb, z);
  }
  vbounds *x = &vb->data[i];
  __int128 k = a->k[0], c = a->c;
  if (a->rel == SEG_EQ) {
    if ((-c) % k == 0 && !x->has_eq) {
      x->has_eq = true;
      x->eq = -c / k;
    }
  } else if (k > 0) { /* v <= floor(-c / k) */
    __int128 b = fdiv(-c, k);
    if (!x->has_hi || b < x->hi) x->hi = b;
    x->has_hi = true;
  } else { /* v >= ceil(c / -k) = -floor(-c / -k) */
    __int128 b = -fdiv(-c, -k);
    if (!x->has_lo || b > x->lo) x->lo = b;
    x->has_lo = true;
  }
}

static void push_text(strv *out, const mt_buf *b) {
  if (!has(out, b->data)) MT_VEC_PUSH(*out, mt_strdup(b->data));
}

/* the atoms of one node as sorted, distinct C expressions; for one
 * variable only its value or its tightest bounds */
static void node_atoms(const seg_graph *g, const seg_state *s, const ir_block *hb, strv *out) {
  const seg_frame *fr = &s->fr[s->nframes - 1];
  mt_buf b = {0};
  vboundv vb = {0};
  for (uint32_t k = 0; k < s->nkb; k++) {
    const seg_lin *a = &s->kb[k];
    if (a->n == 1 && (a->rel == SEG_EQ || a->rel == SEG_LE)) {
      note_bound(&vb, a);
      continue;
    }
    cexpr_var xs[SEG_LIN_MAX];
    const cexpr_var *xp[SEG_LIN_MAX];
    bool ok = a->n > 0;
    for (uint32_t i = 0; i < a->n && ok; i++) {
      uint32_t which;
      ok = c_var(g, fr, hb, a->v[i], 0, &xs[i], &which);
      xp[i] = &xs[i];
    }
    static const cexpr_rel rel[] = {[SEG_EQ] = CEXPR_EQ, [SEG_LE] = CEXPR_LE, [SEG_NE] = CEXPR_NE};
    b.len = 0;
    if (ok && !seg_rel_is_div(a->rel) && a->rel <= SEG_NE && cexpr_lin(&b, a->n, xp, a->k, a->c, rel[a->rel]))
      push_text(out, &b);
  }
  for (uint32_t i = 0; i < vb.len; i++) {
    const vbounds *x = &vb.data[i];
    cexpr_var cv;
    uint32_t which;
    if (!c_var(g, fr, hb, x->var, 0, &cv, &which)) continue;
    const cexpr_var *xp[1] = {&cv};
    int64_t one[1] = {1}, minus[1] = {-1};
    /* bounds beyond int64 say nothing the reading's range does not */
    if (x->has_eq && x->eq >= INT64_MIN + 1 && x->eq <= INT64_MAX) {
      b.len = 0;
      if (cexpr_lin(&b, 1, xp, one, (int64_t)-x->eq, CEXPR_EQ)) push_text(out, &b);
      continue;
    }
    if (x->has_lo && x->lo >= INT64_MIN && x->lo <= INT64_MAX) {
      b.len = 0; /* -v + lo <= 0 */
      if (cexpr_lin(&b, 1, xp, minus, (int64_t)x->lo, CEXPR_LE)) push_text(out, &b);
    }
    if (x->has_hi && x->hi >= INT64_MIN + 1 && x->hi <= INT64_MAX) {
      b.len = 0; /* v - hi <= 0 */
      if (cexpr_lin(&b, 1, xp, one, (int64_t)-x->hi, CEXPR_LE)) push_text(out, &b);
    }
  }
  MT_VEC_FREE(vb);
  /* one value under two C names: they are equal */
  for (uint32_t i = 0; i < hb->nvars; i++) {
    uint32_t slot = ir_val_get(g->m, hb->vars[i].val)->u.local.slot;
    uint32_t var = slot < fr->f->nslots ? fr->lv[slot] : 0, w1, w2;
    cexpr_var x1, x2;
    if (!var || !c_var(g, fr, hb, var, 0, &x1, &w1) || w1 != i) continue;
    if (!c_var(g, fr, hb, var, i + 1, &x2, &w2)) continue;
    const cexpr_var *xp[2] = {&x1, &x2};
    int64_t k[2] = {1, -1};
    b.len = 0;
    if (cexpr_lin(&b, 2, xp, k, 0, CEXPR_EQ)) push_text(out, &b);
  }
  mt_buf_free(&b);
  if (out->len) qsort(out->data, out->len, sizeof(char *), cmp_str);
}

static void join(mt_buf *b, const strv *v, const char *sep) {
  for (uint32_t i = 0; i < v->len; i++) mt_buf_printf(b, "%s%s", i ? sep : "", v->data[i]);
}

static bool same_list(const strv *a, const strv *b) {
  if (a->len != b->len) return false;
  for (uint32_t i = 0; i < a->len; i++)
    if (strcmp(a->data[i], b->data[i])) return false;
  return true;
}

/* the invariant at (f, h) from the atom lists of its nodes */
static char *combine(strv *lists, uint32_t n) {
  strv common = {0};
  for (uint32_t i = 0; i < lists[0].len; i++) {
    bool all = true;
    for (uint32_t j = 1; j < n && all; j++) all = has(&lists[j], lists[0].data[i]);
    if (all) MT_VEC_PUSH(common, lists[0].data[i]);
  }
  /* what is left of each node; distinct residues, none empty */
  strv *rest = mt_calloc(n + 1, sizeof(strv));
  uint32_t nrest = 0;
  bool weakest_empty = false;
  for (uint32_t j = 0; j < n && !weakest_empty; j++) {
    strv r = {0};
    for (uint32_t i = 0; i < lists[j].len; i++)
      if (!has(&common, lists[j].data[i])) MT_VEC_PUSH(r, lists[j].data[i]);
    if (!r.len) weakest_empty = true;
    bool dup = false;
    for (uint32_t k = 0; k < nrest && !dup; k++) dup = same_list(&rest[k], &r);
    if (dup || !r.len) MT_VEC_FREE(r);
    else rest[nrest++] = r;
  }
  mt_buf b = {0};
  join(&b, &common, " && ");
  if (!weakest_empty && nrest > 0 && nrest <= SEG_INV_MAX_DISJ) {
    mt_buf_printf(&b, "%s(", b.len ? " && " : "");
    for (uint32_t k = 0; k < nrest; k++) {
      mt_buf_printf(&b, "%s(", k ? " || " : "");
      join(&b, &rest[k], " && ");
      mt_buf_printf(&b, ")");
    }
    mt_buf_printf(&b, ")");
  }
  char *r = mt_strdup(b.len ? b.data : "1");
  mt_buf_free(&b);
  for (uint32_t k = 0; k < nrest; k++) MT_VEC_FREE(rest[k]); /* borrowed strings */
  mt_free(rest);
  MT_VEC_FREE(common);
  return r;
}

mt_status seg_loop_invariants(const seg_graph *g, seg_loop_inv **out, uint32_t *nout) {
  *out = NULL;
  *nout = 0;
  if (!g || g->res->verdict != SEG_PROVED) return MT_ERR_INTERNAL;
  const ir_module *m = g->m;
  MT_VEC(seg_loop_inv) invs = {0};
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    const ir_func *f = &m->funcs.data[fi];
    if (f->is_decl || !g->fi[fi].firstnp) continue;
    for (uint32_t h = 0; h < f->nblocks; h++) {
      const ir_block *hb = &f->blocks[h];
      if (!hb->loop_loc.line) continue;
      MT_VEC(strv) lists = {0};
      for (uint32_t i = 1; i < g->nodes.len; i++) {
        const seg_node *nd = &g->nodes.data[i];
        if (nd->dead || !nd->st || !nd->st->nframes) continue;
        const seg_frame *fr = &nd->st->fr[nd->st->nframes - 1];
        if (fr->f != f || fr->block != h || fr->idx != g->fi[fi].firstnp[h]) continue;
        /* covered by another node at the position: an instance (by the
         * ancestor it instantiates), a merged state's owner (by the merge),
         * a refinement (by its parent) */
        if (nd->gen_to || nd->in_kind == SEG_E_REFINE) continue;
        strv l = {0};
        node_atoms(g, nd->st, hb, &l);
        MT_VEC_PUSH(lists, l);
      }
      if (!lists.len) continue; /* the graph never reaches the loop */
      seg_loop_inv inv = {f, h, combine(lists.data, lists.len)};
      MT_VEC_PUSH(invs, inv);
      for (uint32_t j = 0; j < lists.len; j++) strv_free(&lists.data[j]);
      MT_VEC_FREE(lists);
    }
  }
  *out = invs.data;
  *nout = invs.len;
  return MT_OK;
}

void seg_loop_invs_free(seg_loop_inv *invs, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) mt_free(invs[i].expr);
  mt_free(invs);
}
