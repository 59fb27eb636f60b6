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

/* v as an expression over variables that m maps, renamed by m: from an
 * equation v = Σ k·w + c of s's KB (coefficient ±1 for v) */
static bool def_expr(const seg_state *s, const vmap *m, uint32_t v, seg_lin *out) {
  for (uint32_t i = 0; i < s->nkb; i++) {
    const seg_lin *e = &s->kb[i];
    if (e->rel != SEG_EQ) continue;
    int64_t kv = 0;
    for (uint32_t j = 0; j < e->n; j++)
      if (e->v[j] == v) kv = e->k[j];
    if (kv != 1 && kv != -1) continue;
    seg_lin r = seg_lc(-e->c * kv);
    bool ok = true;
    for (uint32_t j = 0; j < e->n && ok; j++) {
      if (e->v[j] == v) continue;
      seg_lin w = seg_lv(vmap_get(m, e->v[j]));
      ok = vmap_set(m, e->v[j]) && seg_lin_addk(&r, &r, -e->k[j] * kv, &w);
    }
    if (ok) {
      *out = r;
      return true;
    }
  }
  return false;
}

/* ---- instance check ---------------------------------------------------------------------- */

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

bool seg_instance(seg_graph *g, const seg_state *a, const seg_state *b, seg_pair **mu_out,
                  uint32_t *nmu) {
  if (!seg_same_position(a, b)) return false;
  /* a generalization that forgets heap blocks of b must say so: a's heap
   * blocks map to distinct heap blocks of b (below), so equal numbers
   * cover all of b's */
  if (!a->heap_lost) {
    if (b->heap_lost) return false;
    uint32_t ha = 0, hb = 0;
    for (uint32_t i = 0; i < a->nblocks; i++) ha += a->bl[i].kind == SEG_B_HEAP;
    for (uint32_t i = 0; i < b->nblocks; i++) hb += b->bl[i].kind == SEG_B_HEAP;
    if (ha != hb) return false;
  }
  vmap mu;
  vmap_init(&mu, g->vars.len);
  bool ok = true;
  for (uint32_t i = 0; i < a->nframes && ok; i++)
    for (uint32_t j = 0; j < a->fr[i].f->nslots; j++) {
      uint32_t x = a->fr[i].lv[j], y = b->fr[i].lv[j];
      if (!x) continue;
      if (vmap_set(&mu, x) && mu.to[x] != y) ok = false;
      mu.to[x] = y;
    }
  /* extend structurally: block ends, atom values */
  for (bool changed = ok; changed;) {
    changed = false;
    for (uint32_t i = 0; i < a->nblocks; i++) {
      const seg_block *x = &a->bl[i];
      for (uint32_t j = 0; j < b->nblocks; j++) {
        const seg_block *y = &b->bl[j];
        if (x->kind != y->kind || x->frame != y->frame) continue;
        if (vmap_get(&mu, x->lo) == y->lo && !vmap_set(&mu, x->hi) && x->hi != y->hi) {
          mu.to[x->hi] = y->hi;
          changed = true;
        } else if (vmap_get(&mu, x->hi) == y->hi && !vmap_set(&mu, x->lo) && x->lo != y->lo) {
          mu.to[x->lo] = y->lo;
          changed = true;
        }
      }
    }
    for (uint32_t i = 0; i < a->npt; i++) {
      const seg_pt *x = &a->pt[i];
      for (uint32_t j = 0; j < b->npt; j++) {
        const seg_pt *y = &b->pt[j];
        if (x->ty != y->ty || x->view != y->view) continue;
        if (!vmap_set(&mu, x->addr) && x->addr != y->addr) {
          /* an address computed from mapped values (p + 4·i) maps to the
           * one computed the same way in b */
          seg_lin ea, eb = seg_lv(y->addr), t;
          if (x->size == y->size && def_expr(a, &mu, x->addr, &ea) &&
              seg_atom_mk(&t, &eb, SEG_EQ, &ea) && b_entails(g, b, &t)) {
            {
              mu.to[x->addr] = y->addr;
              changed = true;
            }
          }
          continue;
        }
        if (vmap_get(&mu, x->addr) != y->addr) continue;
        if (!vmap_set(&mu, x->val) && x->val != y->val) {
          mu.to[x->val] = y->val;
          changed = true;
        }
      }
    }
  }
  /* (d), (e): blocks; (f): atoms -- syntactic membership; distinct blocks
   * of a are distinct blocks of b */
  bool *used = mt_calloc(b->nblocks + 1, sizeof(bool));
  for (uint32_t i = 0; i < a->nblocks && ok; i++) {
    const seg_block *x = &a->bl[i];
    bool found = false;
    for (uint32_t j = 0; j < b->nblocks && !found; j++) {
      const seg_block *y = &b->bl[j];
      found = !used[j] && y->kind == x->kind && y->frame == x->frame &&
              y->readonly == x->readonly && y->lo == vmap_get(&mu, x->lo) &&
              y->hi == vmap_get(&mu, x->hi);
      if (found) used[j] = true;
    }
    ok = found;
  }
  mt_free(used);
  for (uint32_t i = 0; i < a->npt && ok; i++) {
    const seg_pt *x = &a->pt[i];
    bool found = false;
    for (uint32_t j = 0; j < b->npt && !found; j++) {
      const seg_pt *y = &b->pt[j];
      found = y->ty == x->ty && y->view == x->view && y->addr == vmap_get(&mu, x->addr) &&
              y->val == vmap_get(&mu, x->val);
    }
    ok = found;
  }
  /* (c): <b> |= mu(KB_a) and the ranges of a's variables */
  if (ok) {
    MT_VEC(smt_term) fs = {0};
    for (uint32_t i = 0; i < a->nkb && ok; i++) {
      seg_lin t;
      int64_t v;
      if (!lin_map(&mu, &a->kb[i], &t)) ok = false;
      else if (seg_model_value(g, b, &t, &v) && !seg_rel_holds(t.rel, v)) ok = false; /* a model of b refutes it */
      else MT_VEC_PUSH(fs, seg_fact(g, &t));
    }
    uint32_t *vs;
    uint32_t nv = seg_state_vars(a, &vs);
    for (uint32_t i = 0; i < nv && ok; i++) {
      uint32_t x = vs[i], y = vmap_get(&mu, x);
      const seg_var *vx = &g->vars.data[x], *vy = &g->vars.data[y];
      if (x == y || (vx->bits == vy->bits && vx->view == vy->view)) continue;
      int64_t lo, hi;
      if (!seg_var_range(g, x, &lo, &hi)) continue;
      smt_term t = seg_var_term(g, y);
      MT_VEC_PUSH(fs, smt_rel(g->smt, SMT_GE, t, smt_int(g->smt, lo)));
      if (hi != INT64_MAX) MT_VEC_PUSH(fs, smt_rel(g->smt, SMT_LE, t, smt_int(g->smt, hi)));
    }
    mt_free(vs);
    if (ok && fs.len) {
      MT_INC(g->run, seg_queries);
      ok = smt_valid(seg_smt(g), smt_and_n(g->smt, fs.len, fs.data));
    }
    MT_VEC_FREE(fs);
  }
  if (ok) {
    MT_VEC(seg_pair) pairs = {0};
    uint32_t *vs;
    uint32_t nv = seg_state_vars(a, &vs);
    for (uint32_t i = 0; i < nv; i++) {
      seg_pair p = {vs[i], vmap_get(&mu, vs[i])};
      MT_VEC_PUSH(pairs, p);
    }
    mt_free(vs);
    *nmu = pairs.len;
    *mu_out = pairs.len ? mt_arena_memdup(&g->arena, pairs.data, sizeof(seg_pair) * pairs.len) : NULL;
    MT_VEC_FREE(pairs);
  }
  mt_free(mu.to);
  return ok;
}

/* ---- merging ---------------------------------------------------------------------------------- */

typedef struct mstate {
  vmap A, B;            /* a-var -> c-var, b-var -> c-var */
  vmap toa, tob;        /* c-var -> a-var, c-var -> b-var (fresh c-vars only) */
  int64_t *ma, *mb;     /* model values (by a-/b-variable) */
  uint8_t *ka, *kb;     /* model value known */
} mstate;

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

/* the candidate under a model: 1 true, 0 false, -1 unknown */
static int eval_model(const seg_lin *c, const vmap *back, const int64_t *val, const uint8_t *known) {
  __int128 sum = c->c;
  for (uint32_t i = 0; i < c->n; i++) {
    uint32_t v = vmap_get(back, c->v[i]);
    if (!known[v]) return -1;
    sum += (__int128)c->k[i] * val[v];
  }
  if (seg_rel_is_div(c->rel)) return sum % seg_rel_mod(c->rel) == 0;
  return c->rel == SEG_EQ ? sum == 0 : c->rel == SEG_LE ? sum <= 0 : sum != 0;
}

/* the value of the term e (constant part included) under a model */
static bool lin_value(const seg_lin *e, const vmap *back, const int64_t *val, const uint8_t *known,
                      int64_t *out) {
  __int128 sum = e->c;
  for (uint32_t i = 0; i < e->n; i++) {
    uint32_t v = vmap_get(back, e->v[i]);
    if (!known[v]) return false;
    sum += (__int128)e->k[i] * val[v];
  }
  if (sum > INT64_MAX || sum < INT64_MIN) return false;
  *out = (int64_t)sum;
  return true;
}

typedef MT_VEC(seg_lin) lin_vec;

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

seg_state *seg_merge(seg_graph *g, const seg_state *a, const seg_state *b, seg_pair **mu_out,
                     uint32_t *nmu) {
  if (!seg_same_position(a, b)) return NULL;
  mstate ms;
  uint32_t n0 = g->vars.len;
  vmap_init(&ms.A, n0);
  vmap_init(&ms.B, n0);
  vmap_init(&ms.toa, n0);
  vmap_init(&ms.tob, n0);
  seg_state *c = seg_state_copy(g, a);
  c->nblocks = c->npt = c->nkb = 0;
  for (uint32_t i = 0; i < a->nframes; i++)
    for (uint32_t j = 0; j < a->fr[i].f->nslots; j++) {
      uint32_t x = a->fr[i].lv[j], y = b->fr[i].lv[j];
      if (!x) continue;
      c->fr[i].lv[j] = fresh_like(g, &ms, x, y);
    }
  /* structural matching */
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 0; i < a->nblocks; i++)
      for (uint32_t j = 0; j < b->nblocks; j++) {
        const seg_block *x = &a->bl[i], *y = &b->bl[j];
        if (x->kind != y->kind || x->frame != y->frame || x->readonly != y->readonly) continue;
        bool lo_eq = vmap_get(&ms.A, x->lo) == vmap_get(&ms.B, y->lo);
        bool hi_eq = vmap_get(&ms.A, x->hi) == vmap_get(&ms.B, y->hi);
        if (lo_eq && !hi_eq && !vmap_set(&ms.A, x->hi) && !vmap_set(&ms.B, y->hi)) {
          fresh_like(g, &ms, x->hi, y->hi);
          changed = true;
        } else if (hi_eq && !lo_eq && !vmap_set(&ms.A, x->lo) && !vmap_set(&ms.B, y->lo)) {
          fresh_like(g, &ms, x->lo, y->lo);
          changed = true;
        }
      }
    for (uint32_t i = 0; i < a->npt; i++)
      for (uint32_t j = 0; j < b->npt; j++) {
        const seg_pt *x = &a->pt[i], *y = &b->pt[j];
        if (x->ty != y->ty || x->view != y->view) continue;
        if (!vmap_set(&ms.A, x->addr) && !vmap_set(&ms.B, y->addr)) {
          /* addresses computed the same way from corresponding values
           * (p + 4·i in both): they correspond too */
          seg_lin ea, eb;
          if (def_expr(a, &ms.A, x->addr, &ea) && def_expr(b, &ms.B, y->addr, &eb) &&
              seg_lin_eq(&ea, &eb)) {
            fresh_like(g, &ms, x->addr, y->addr);
            changed = true;
          }
          continue;
        }
        if (vmap_get(&ms.A, x->addr) != vmap_get(&ms.B, y->addr)) continue;
        if (vmap_get(&ms.A, x->val) == vmap_get(&ms.B, y->val)) continue;
        if (vmap_set(&ms.A, x->val) || vmap_set(&ms.B, y->val)) continue;
        fresh_like(g, &ms, x->val, y->val);
        changed = true;
      }
  }
  /* AL and PT: intersections after renaming */
  for (uint32_t i = 0; i < a->nblocks; i++) {
    seg_block x = a->bl[i];
    x.lo = vmap_get(&ms.A, x.lo);
    x.hi = vmap_get(&ms.A, x.hi);
    for (uint32_t j = 0; j < b->nblocks; j++) {
      const seg_block *y = &b->bl[j];
      if (y->kind == x.kind && y->frame == x.frame && y->readonly == x.readonly &&
          vmap_get(&ms.B, y->lo) == x.lo && vmap_get(&ms.B, y->hi) == x.hi) {
        seg_block_add(g, c, &x);
        break;
      }
    }
  }
  for (uint32_t i = 0; i < a->npt; i++) {
    seg_pt x = a->pt[i];
    x.addr = vmap_get(&ms.A, x.addr);
    x.val = vmap_get(&ms.A, x.val);
    for (uint32_t j = 0; j < b->npt; j++) {
      const seg_pt *y = &b->pt[j];
      if (y->ty == x.ty && y->view == x.view && vmap_get(&ms.B, y->addr) == x.addr &&
          vmap_get(&ms.B, y->val) == x.val) {
        seg_pt_add(g, c, &x);
        break;
      }
    }
  }
  /* heap blocks of a or b without a counterpart in c are dropped */
  uint32_t ha = 0, hb = 0, hc = 0;
  for (uint32_t i = 0; i < a->nblocks; i++) ha += a->bl[i].kind == SEG_B_HEAP;
  for (uint32_t i = 0; i < b->nblocks; i++) hb += b->bl[i].kind == SEG_B_HEAP;
  for (uint32_t i = 0; i < c->nblocks; i++) hc += c->bl[i].kind == SEG_B_HEAP;
  c->heap_lost = a->heap_lost || b->heap_lost || hc < ha || hc < hb;
  /* candidates over c's variables */
  lin_vec cand = {0};
  for (uint32_t i = 0; i < a->nkb; i++) {
    seg_lin t;
    if (lin_map(&ms.A, &a->kb[i], &t)) cand_weak(&cand, &t);
  }
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
  if (ncv > 48) ncv = 48; /* bound the pair search */
  for (uint32_t i = 0; i < ncv; i++)
    for (uint32_t j = i + 1; j < ncv; j++) {
      uint32_t x = cv[i], y = cv[j];
      if (is_ptrish(g, x) != is_ptrish(g, y)) continue;
      seg_lin lx, ly, t;
      seg_lin_var(&lx, x);
      seg_lin_var(&ly, y);
      if (seg_atom_le(&t, &lx, &ly)) cand_add(&cand, &t);
      if (seg_atom_le(&t, &ly, &lx)) cand_add(&cand, &t);
      if (seg_atom_lt(&t, &lx, &ly)) cand_add(&cand, &t);
      if (seg_atom_lt(&t, &ly, &lx)) cand_add(&cand, &t);
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
  for (uint32_t i = 0; i < ncv; i++)
    for (uint32_t j = 0; j < ncv; j++) {
      if (i == j) continue;
      uint32_t x = cv[i], y = cv[j];
      if (is_ptrish(g, x) != is_ptrish(g, y)) continue;
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
            if (lin_value(&e, side ? &ms.tob : &ms.toa, side ? ms.mb : ms.ma, side ? ms.kb : ms.ka, &val) &&
                val > -4096 && val < 4096)
              ts[nts++] = val;
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
    okc[i] = own && eval_model(&cand.data[i], &ms.toa, ms.ma, ms.ka) != 0 &&
             eval_model(&cand.data[i], &ms.tob, ms.mb, ms.kb) != 0;
  }
  smt_term *terms = mt_malloc(sizeof(smt_term) * (cand.len + 1));
  for (int side = 0; side < 2; side++) {
    const seg_state *s = side ? b : a;
    const vmap *back = side ? &ms.tob : &ms.toa;
    for (uint32_t i = 0; i < cand.len; i++) {
      seg_lin t;
      terms[i] = NULL;
      if (!okc[i]) continue;
      if (!lin_map(back, &cand.data[i], &t)) {
        okc[i] = 0;
        continue;
      }
      MT_INC(g->run, seg_merge_cands);
      terms[i] = seg_fact(g, &t);
    }
    seg_assert_state(g, s);
    seg_houdini(g, terms, okc, cand.len);
    seg_retract(g);
  }
  mt_free(terms);
  prune_implied(&cand, okc);
  for (uint32_t i = 0; i < cand.len; i++)
    if (okc[i]) seg_kb_add(g, c, &cand.data[i]);
  mt_free(okc);
  MT_VEC_FREE(cand);
  mt_free(cv);
  /* the instantiation of the edge a -> c: c-var -> a-var */
  MT_VEC(seg_pair) pairs = {0};
  uint32_t *vs;
  uint32_t nv = seg_state_vars(c, &vs);
  for (uint32_t i = 0; i < nv; i++) {
    seg_pair p = {vs[i], vmap_get(&ms.toa, vs[i])};
    MT_VEC_PUSH(pairs, p);
  }
  mt_free(vs);
  *nmu = pairs.len;
  *mu_out = pairs.len ? mt_arena_memdup(&g->arena, pairs.data, sizeof(seg_pair) * pairs.len) : NULL;
  MT_VEC_FREE(pairs);
  mt_free(ms.A.to);
  mt_free(ms.B.to);
  mt_free(ms.toa.to);
  mt_free(ms.tob.to);
  mt_free(ms.ma);
  mt_free(ms.mb);
  mt_free(ms.ka);
  mt_free(ms.kb);
  return c;
}
