/* recur.c -- non-termination of simple loops by recurrent sets (recur.h):
 * the search; report/ formats what it finds (report_recur). */
#include "recur.h"

#include <string.h>

#include "../cexpr/cexpr.h"
#include "../smt/smt.h"

#define RC_MAX_PATHS 16
#define RC_MAX_PATHLEN 64
#define RC_MAX_NONDET 3
#define RC_MAX_VARS RECUR_MAX_VARS
#define RC_MAX_CONDS 16
#define RC_STEMS 8
#define RC_SMT_STEMS 6   /* stems the solver chooses, per loop */
#define RC_UNROLL 6      /* rounds of the path a solver's stem state can take */

typedef MT_VEC(uint32_t) u32v;
typedef MT_VEC(smt_term) termv;
typedef MT_VEC(u32v) u32vv;
typedef MT_VEC(int64_t) i64v;

typedef struct rloop {
  const ir_module *m;
  const ir_func *f;
  uint32_t head;
  uint8_t *in;           /* per block: in the loop */
  uint32_t *blk_of;      /* per instruction: its block */
  uint32_t nvar;         /* header phis, then values defined outside used inside */
  uint32_t nphi;         /* of these, the header phis */
  uint32_t slot[RC_MAX_VARS];
  ir_val val[RC_MAX_VARS];
  u32vv paths;           /* block sequences head ... latch */
} rloop;

/* the result of evaluating one path for given inputs */
typedef struct rpath {
  smt_term pc;
  smt_term post[RC_MAX_VARS];
  uint32_t ncond;
  smt_term cond[RC_MAX_CONDS];
  ir_loc cloc[RC_MAX_CONDS];
  uint32_t nnondet;
  ir_loc nloc[RC_MAX_NONDET];
  const char *ncallee[RC_MAX_NONDET];
  bool nuns[RC_MAX_NONDET]; /* an unsigned (or bool) nondet: -1 is no choice */
} rpath;

static uint32_t slot_of(const ir_module *m, ir_val v) { return ir_val_get(m, v)->u.local.slot; }

static bool is_local(const ir_module *m, ir_val v) {
  ir_val_kind k = ir_val_get(m, v)->kind;
  return k == IR_V_ARG || k == IR_V_INST;
}

static unsigned int_bits(const ir_module *m, ir_val v) {
  const ir_type *t = ir_type_get(m, ir_val_type(m, v));
  return t->kind == IR_T_INT ? ir_type_bits(m, ir_val_type(m, v)) : 0;
}


static const uint32_t *succs(const ir_func *f, uint32_t b, uint32_t *n) {
  const ir_inst *t = &f->insts[f->blocks[b].first + f->blocks[b].ninsts - 1];
  *n = (t->op == IR_BR || t->op == IR_CONDBR || t->op == IR_SWITCH) ? t->nblocks : 0;
  return t->blocks;
}

/* ---- symbolic evaluation of one path ------------------------------------------------- */

typedef struct rterm {
  smt_term t;
  bool is_bool;
} rterm;

static bool operand(smt_ctx *c, const rloop *L, const rterm *env, ir_val v, rterm *out) {
  const ir_value *iv = ir_val_get(L->m, v);
  if (iv->kind == IR_V_INT) {
    unsigned w = ir_type_bits(L->m, iv->type);
    if (w == 1) {
      out->t = (iv->u.i & 1) ? smt_true(c) : smt_false(c);
      out->is_bool = true;
    } else {
      out->t = smt_int(c, mt_sext(iv->u.i, w));
      out->is_bool = false;
    }
    return true;
  }
  if (!is_local(L->m, v)) return false;
  *out = env[iv->u.local.slot];
  return out->t != NULL;
}

static const char *nondet_name(const ir_module *m, const ir_inst *in) {
  const ir_func *g = ir_call_target(m, in);
  return g && g->builtin == IR_BI_NONDET ? g->name : NULL;
}

static bool unsigned_nondet(const char *name) {
  const char *t = name + strlen("__VERIFIER_nondet_");
  return t[0] == 'u' || !strcmp(t, "bool");
}

/* evaluates path p with inputs x and nondet constants choice[]; false when
 * an instruction is outside the supported fragment */
/* (x NULL: a stem, from the function's entry block to the head, whose
 * outside values are its own results; choice NULL: every nondet call a
 * fresh variable in its type's range, appended to nd) */
static bool eval_path_in(smt_ctx *c, const rloop *L, const u32v *p, const smt_term *x,
                         const int64_t *choice, rpath *out, termv *nd) {
  const ir_func *f = L->f;
  rterm *env = mt_calloc(f->nslots + 1, sizeof *env);
  memset(out, 0, sizeof *out);
  MT_VEC(smt_term) pcs = {0};
  bool ok = true;
  for (uint32_t i = 0; x && i < L->nvar; i++) env[L->slot[i]] = (rterm){x[i], false};
  for (uint32_t k = 0; k < p->len && ok; k++) {
    uint32_t b = p->data[k], prev = k ? p->data[k - 1] : UINT32_MAX;
    uint32_t next = k + 1 < p->len ? p->data[k + 1] : L->head;
    const ir_block *bl = &f->blocks[b];
    for (uint32_t q = 0; q < bl->ninsts && ok; q++) {
      const ir_inst *in = &f->insts[bl->first + q];
      rterm a, r = {NULL, false};
      if (in->op == IR_PHI) {
        if (k == 0) continue; /* the header's phis are the inputs */
        ir_val src = 0;
        for (uint32_t j = 0; j < in->nblocks; j++)
          if (in->blocks[j] == prev) src = in->ops[j];
        ok = src && operand(c, L, env, src, &r);
      } else if (in->op == IR_ADD || in->op == IR_SUB || in->op == IR_MUL) {
        rterm bb;
        ok = (in->flags & IR_F_NSW) && operand(c, L, env, in->ops[0], &a) &&
             operand(c, L, env, in->ops[1], &bb) && !a.is_bool && !bb.is_bool;
        if (ok && in->op == IR_MUL) {
          const ir_value *c0 = ir_val_get(L->m, in->ops[0]), *c1 = ir_val_get(L->m, in->ops[1]);
          if (c1->kind == IR_V_INT) r.t = smt_scale(c, mt_sext(c1->u.i, ir_type_bits(L->m, c1->type)), a.t);
          else if (c0->kind == IR_V_INT) r.t = smt_scale(c, mt_sext(c0->u.i, ir_type_bits(L->m, c0->type)), bb.t);
          else ok = false; /* non-linear */
        } else if (ok) {
          r.t = in->op == IR_ADD ? smt_add(c, a.t, bb.t) : smt_sub(c, a.t, bb.t);
        }
      } else if (in->op == IR_SDIV || in->op == IR_SREM) {
        /* by a constant other than 0 and -1 (no overflow): C's truncation */
        const ir_value *cv = ir_val_get(L->m, in->ops[1]);
        int64_t dv = cv->kind == IR_V_INT ? mt_sext(cv->u.i, ir_type_bits(L->m, cv->type)) : 0;
        ok = dv != 0 && dv != -1 && dv != INT64_MIN && operand(c, L, env, in->ops[0], &a) && !a.is_bool;
        if (ok) {
          smt_term quo = smt_tdiv(c, a.t, dv);
          r.t = in->op == IR_SDIV ? quo : smt_sub(c, a.t, smt_scale(c, dv, quo));
        }
      } else if (in->op == IR_SEXT) {
        ok = operand(c, L, env, in->ops[0], &r) && !r.is_bool;
      } else if (in->op == IR_ICMP) {
        rterm bb;
        static const smt_cmp cmp[] = {[IR_ICMP_EQ] = SMT_EQ, [IR_ICMP_NE] = SMT_NE,
                                      [IR_ICMP_SGT] = SMT_GT, [IR_ICMP_SGE] = SMT_GE,
                                      [IR_ICMP_SLT] = SMT_LT, [IR_ICMP_SLE] = SMT_LE};
        bool sgn = in->pred == IR_ICMP_EQ || in->pred == IR_ICMP_NE || in->pred == IR_ICMP_SGT ||
                   in->pred == IR_ICMP_SGE || in->pred == IR_ICMP_SLT || in->pred == IR_ICMP_SLE;
        ok = sgn && operand(c, L, env, in->ops[0], &a) && operand(c, L, env, in->ops[1], &bb) &&
             !a.is_bool && !bb.is_bool;
        if (ok) r = (rterm){smt_rel(c, cmp[in->pred], a.t, bb.t), true};
      } else if ((in->op == IR_AND || in->op == IR_OR || in->op == IR_XOR) &&
                 ir_type_bits(L->m, in->type) == 1) {
        rterm bb;
        ok = operand(c, L, env, in->ops[0], &a) && operand(c, L, env, in->ops[1], &bb) &&
             a.is_bool && bb.is_bool;
        if (ok)
          r.t = in->op == IR_AND ? smt_and(c, a.t, bb.t)
                : in->op == IR_OR ? smt_or(c, a.t, bb.t)
                                  : smt_not(c, smt_and(c, smt_implies(c, a.t, bb.t),
                                                       smt_implies(c, bb.t, a.t)));
        r.is_bool = true;
      } else if (in->op == IR_CALL) {
        const char *nm = nondet_name(L->m, in);
        ok = nm && in->result && int_bits(L->m, in->result) >= 8 && (!choice || out->nnondet < RC_MAX_NONDET);
        if (ok && !choice) { /* a stem's input: any value of its type */
          unsigned w = int_bits(L->m, in->result);
          char name[32];
          snprintf(name, sizeof name, "n%u", nd->len);
          r.t = smt_var(c, name);
          bool uns = unsigned_nondet(nm);
          int64_t lo = uns ? 0 : w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1));
          int64_t hi = w >= 64 ? INT64_MAX : uns && w < 63 ? ((int64_t)1 << w) - 1 : ((int64_t)1 << (w - 1)) - 1;
          if (uns && w == 63) hi = INT64_MAX;
          MT_VEC_PUSH(pcs, smt_rel(c, SMT_GE, r.t, smt_int(c, lo)));
          MT_VEC_PUSH(pcs, smt_rel(c, SMT_LE, r.t, smt_int(c, hi)));
          MT_VEC_PUSH(*nd, r.t);
        } else if (ok) {
          r.t = smt_int(c, choice[out->nnondet]);
          out->nuns[out->nnondet] = unsigned_nondet(nm);
          out->ncallee[out->nnondet] = nm;
          out->nloc[out->nnondet++] = in->loc;
        }
      } else if (in->op == IR_BR) {
        ok = in->blocks[0] == next;
      } else if (in->op == IR_CONDBR) {
        ok = operand(c, L, env, in->ops[0], &a) && a.is_bool &&
             (in->blocks[0] == next || in->blocks[1] == next) && in->blocks[0] != in->blocks[1];
        if (ok) {
          smt_term t = in->blocks[0] == next ? a.t : smt_not(c, a.t);
          MT_VEC_PUSH(pcs, t);
          if (out->ncond < RC_MAX_CONDS) {
            out->cloc[out->ncond] = in->loc;
            out->cond[out->ncond++] = t;
          }
        }
      } else {
        ok = false; /* memory, calls, unsigned and bit operations, ...: not here */
      }
      if (ok && in->result && in->op != IR_BR && in->op != IR_CONDBR) env[slot_of(L->m, in->result)] = r;
    }
  }
  if (ok) {
    out->pc = smt_and_n(c, pcs.len, pcs.data);
    uint32_t latch = p->data[p->len - 1];
    rterm r0 = {NULL, false};
    for (uint32_t i = 0; i < L->nvar && ok; i++) {
      if (i >= L->nphi) { /* defined outside the loop: unchanged (a stem defines it) */
        if (x) out->post[i] = x[i];
        else ok = operand(c, L, env, L->val[i], &r0) && !r0.is_bool, out->post[i] = r0.t;
        continue;
      }
      const ir_inst *phi = &f->insts[ir_val_get(L->m, L->val[i])->u.local.index];
      ir_val src = 0;
      for (uint32_t j = 0; j < phi->nblocks; j++)
        if (phi->blocks[j] == latch) src = phi->ops[j];
      rterm r;
      ok = src && operand(c, L, env, src, &r) && !r.is_bool;
      if (ok) out->post[i] = r.t;
    }
  }
  MT_VEC_FREE(pcs);
  mt_free(env);
  return ok;
}

static bool eval_path(smt_ctx *c, const rloop *L, const u32v *p, const smt_term *x,
                      const int64_t *choice, rpath *out) {
  return eval_path_in(c, L, p, x, choice, out, NULL);
}

/* ---- loops ------------------------------------------------------------------------------ */

/* acyclic block paths from b (cur: the path so far) that end with an edge
 * to L's head, through blocks inside L (inside: the loop's paths) or
 * outside it (the stems from the entry), to out */
static void enum_to_head(const rloop *L, bool inside, u32v *cur, uint32_t b, u32vv *out) {
  if (out->len >= RC_MAX_PATHS || cur->len >= RC_MAX_PATHLEN) return;
  MT_VEC_PUSH(*cur, b);
  uint32_t n;
  const uint32_t *sc = succs(L->f, b, &n);
  for (uint32_t i = 0; i < n; i++) {
    if (sc[i] == L->head) {
      u32v p = {0};
      for (uint32_t k = 0; k < cur->len; k++) MT_VEC_PUSH(p, cur->data[k]);
      MT_VEC_PUSH(*out, p);
    } else if ((L->in[sc[i]] != 0) == inside) {
      bool seen = false;
      for (uint32_t k = 0; k < cur->len; k++) seen = seen || cur->data[k] == sc[i];
      if (!seen) enum_to_head(L, inside, cur, sc[i], out);
    }
  }
  cur->len--;
}

/* the natural loop of head h (latches: blocks with an edge to h); false
 * when it is not a simple loop memterm handles */
static bool make_loop(rloop *L, uint32_t h) {
  const ir_func *f = L->f;
  const ir_module *m = L->m;
  L->head = h;
  memset(L->in, 0, f->nblocks);
  L->in[h] = 1;
  /* blocks that reach a latch (a block at or after h with an edge back to
   * h; the preheader before h is no latch) without passing h: backwards
   * closure */
  u32v work = {0};
  for (uint32_t b = h; b < f->nblocks; b++) {
    uint32_t n;
    const uint32_t *s = succs(f, b, &n);
    for (uint32_t i = 0; i < n; i++)
      if (s[i] == h && !L->in[b]) {
        L->in[b] = 1;
        MT_VEC_PUSH(work, b);
      }
  }
  while (work.len) {
    uint32_t b = work.data[--work.len];
    for (uint32_t p = 0; p < f->nblocks; p++) {
      if (L->in[p]) continue;
      uint32_t n;
      const uint32_t *s = succs(f, p, &n);
      for (uint32_t i = 0; i < n; i++)
        if (s[i] == b) {
          L->in[p] = 1;
          MT_VEC_PUSH(work, p);
          break;
        }
    }
  }
  MT_VEC_FREE(work);
  /* variables: the header's phis, then values from outside used inside */
  L->nvar = 0;
  const ir_block *hb = &f->blocks[h];
  for (uint32_t q = 0; q < hb->ninsts && f->insts[hb->first + q].op == IR_PHI; q++) {
    const ir_inst *phi = &f->insts[hb->first + q];
    if (int_bits(m, phi->result) < 2 || L->nvar >= RC_MAX_VARS) return false;
    L->val[L->nvar] = phi->result;
    L->slot[L->nvar++] = slot_of(m, phi->result);
  }
  L->nphi = L->nvar;
  for (uint32_t b = 0; b < f->nblocks; b++) {
    if (!L->in[b]) continue;
    for (uint32_t q = 0; q < f->blocks[b].ninsts; q++) {
      const ir_inst *in = &f->insts[f->blocks[b].first + q];
      if (b == h && in->op == IR_PHI) continue; /* initial values: the stem's business */
      uint32_t from = in->op == IR_CALL ? 1 : 0; /* the callee is not a value */
      for (uint32_t o = from; o < in->nops; o++) {
        ir_val v = in->ops[o];
        if (!is_local(m, v)) continue;
        const ir_value *iv = ir_val_get(m, v);
        bool inside = iv->kind == IR_V_INST && L->in[L->blk_of[iv->u.local.index]];
        if (inside) continue;
        bool have = false;
        for (uint32_t i = 0; i < L->nvar; i++) have = have || L->val[i] == v;
        if (have) continue;
        if (int_bits(m, v) < 2 || L->nvar >= RC_MAX_VARS) return false;
        L->val[L->nvar] = v;
        L->slot[L->nvar++] = iv->u.local.slot;
      }
    }
  }
  u32v cur = {0};
  enum_to_head(L, true, &cur, h, &L->paths);
  MT_VEC_FREE(cur);
  return L->paths.len > 0;
}

/* ---- recurrent sets ------------------------------------------------------------------------ */

/* candidate atoms: kind 0: path condition k; kind 1: Σ coef·x + k >= 0 */
typedef struct rcand {
  uint8_t kind;
  uint32_t k;
  int64_t a[RC_MAX_VARS];
  int64_t c;
} rcand;

static smt_term cand_term(smt_ctx *c, const rloop *L, const rcand *q, const smt_term *x,
                          const rpath *at) {
  if (q->kind == 0) return at->cond[q->k];
  smt_term ts[RC_MAX_VARS + 1];
  uint32_t n = 0;
  for (uint32_t i = 0; i < L->nvar; i++)
    if (q->a[i]) ts[n++] = smt_scale(c, q->a[i], x[i]);
  ts[n++] = smt_int(c, q->c);
  return smt_rel(c, SMT_GE, smt_sum(c, SMT_INT, n, ts), smt_int(c, 0));
}

typedef MT_VEC(rcand) rcandv;

static void lin_cand(rcandv *v, uint32_t nvar, uint32_t i, int64_t ai, uint32_t j, int64_t aj,
                     int64_t k) {
  rcand q;
  memset(&q, 0, sizeof q);
  q.kind = 1;
  q.a[i] += ai;
  if (j < nvar) q.a[j] += aj;
  q.c = k;
  MT_VEC_PUSH(*v, q);
}

/* the inputs x, pre-state path evaluation and the post-state one, in c */
typedef struct rsys {
  smt_term x[RC_MAX_VARS];
  rpath pre, post;
} rsys;

static bool build_sys(smt_ctx *c, const rloop *L, const u32v *p, const int64_t *choice, rsys *s) {
  for (uint32_t i = 0; i < L->nvar; i++) {
    char nm[24];
    snprintf(nm, sizeof nm, "x%u", i);
    s->x[i] = smt_var(c, nm);
  }
  if (!eval_path(c, L, p, s->x, choice, &s->pre)) return false;
  return eval_path(c, L, p, s->pre.post, choice, &s->post);
}

/* the three conditions of a recurrent set, in context c */
static bool certify(smt_ctx *c, const rloop *L, const rsys *s, const rcand *C, uint32_t n,
                    const int64_t *s0) {
  smt_term *at = mt_malloc(sizeof(smt_term) * (n + 1)), *nx = mt_malloc(sizeof(smt_term) * (n + 1));
  for (uint32_t i = 0; i < n; i++) {
    at[i] = cand_term(c, L, &C[i], s->x, &s->pre);
    nx[i] = cand_term(c, L, &C[i], s->pre.post, &s->post);
  }
  smt_term R = smt_and_n(c, n, at), Rn = smt_and_n(c, n, nx);
  bool ok;
  smt_push(c);
  smt_assert(c, R);
  ok = smt_valid(c, s->pre.pc); /* R => pc */
  smt_assert(c, s->pre.pc);
  ok = ok && smt_valid(c, Rn);  /* R => R(post) */
  smt_pop(c);
  if (ok) {
    smt_push(c);
    for (uint32_t i = 0; i < L->nvar; i++) smt_assert(c, smt_rel(c, SMT_EQ, s->x[i], smt_int(c, s0[i])));
    ok = smt_valid(c, R);
    smt_pop(c);
  }
  mt_free(at);
  mt_free(nx);
  return ok;
}

/* Houdini from the candidates true at s0; the result in C[0..*n) */
static bool houdini(smt_ctx *c, const rloop *L, const rsys *s, rcandv *C, const int64_t *s0) {
  /* keep what holds at s0 */
  smt_push(c);
  for (uint32_t i = 0; i < L->nvar; i++) smt_assert(c, smt_rel(c, SMT_EQ, s->x[i], smt_int(c, s0[i])));
  uint32_t n = 0;
  for (uint32_t i = 0; i < C->len; i++)
    if (smt_valid(c, cand_term(c, L, &C->data[i], s->x, &s->pre))) C->data[n++] = C->data[i];
  C->len = n;
  smt_pop(c);
  for (int round = 0; round < 32 && C->len; round++) {
    smt_push(c);
    for (uint32_t i = 0; i < C->len; i++) smt_assert(c, cand_term(c, L, &C->data[i], s->x, &s->pre));
    smt_assert(c, s->pre.pc);
    uint32_t m = 0;
    for (uint32_t i = 0; i < C->len; i++)
      if (smt_valid(c, cand_term(c, L, &C->data[i], s->pre.post, &s->post))) C->data[m++] = C->data[i];
    smt_pop(c);
    bool stable = m == C->len;
    C->len = m;
    if (stable) break;
  }
  return C->len > 0;
}

/* R's linear atoms whose variables all have C names at the loop head (and
 * a signed C type: R speaks of signed values as mathematical integers) as
 * a C expression; "1" when there is none.  Path-condition atoms are left
 * out: the expression is implied by R. */
static char *c_invariant(const rloop *L, const rcand *C, uint32_t n) {
  const ir_block *hb = &L->f->blocks[L->head];
  cexpr_var cv[RC_MAX_VARS];
  bool named[RC_MAX_VARS];
  for (uint32_t i = 0; i < L->nvar; i++) {
    named[i] = false;
    for (uint32_t k = 0; k < hb->nvars && !named[i]; k++) {
      const ir_srcvar *sv = &hb->vars[k];
      if (sv->val != L->val[i] || !sv->is_signed) continue;
      cv[i] = (cexpr_var){sv->name, sv->bits, true, false};
      named[i] = true;
    }
  }
  mt_buf b = {0};
  MT_VEC(char *) atoms = {0};
  for (uint32_t q = 0; q < n; q++) {
    if (C[q].kind != 1) continue;
    const cexpr_var *xs[RC_MAX_VARS];
    int64_t ks[RC_MAX_VARS];
    uint32_t m = 0;
    bool ok = true;
    for (uint32_t i = 0; i < L->nvar && ok; i++) {
      if (!C[q].a[i]) continue;
      ok = named[i] && m < 8;
      if (ok) {
        xs[m] = &cv[i];
        ks[m++] = C[q].a[i];
      }
    }
    if (!ok) continue;
    mt_buf atom = {0};
    bool dup = !cexpr_lin(&atom, m, xs, ks, C[q].c, CEXPR_GE);
    for (uint32_t i = 0; i < atoms.len && !dup; i++) dup = !strcmp(atoms.data[i], atom.data);
    if (!dup) { /* candidates may coincide: each atom once */
      MT_VEC_PUSH(atoms, atom.data);
      mt_buf_printf(&b, "%s%s", b.len ? " && " : "", atom.data);
    } else {
      mt_buf_free(&atom);
    }
  }
  for (uint32_t i = 0; i < atoms.len; i++) mt_free(atoms.data[i]);
  MT_VEC_FREE(atoms);
  char *r = mt_strdup(b.len ? b.data : "1");
  mt_buf_free(&b);
  return r;
}

/* tries loop L with stem state s0 (run r); true with out->text filled */
static bool try_loop(mt_run *run, rloop *L, const int64_t *s0, const exec_result *r,
                     recur_result *out) {
  smt_ctx *c = smt_new(run, 2000);
  bool found = false;
  for (uint32_t pi = 0; pi < L->paths.len && !found && !mt_deadline_passed(run); pi++) {
    const u32v *p = &L->paths.data[pi];
    /* how many nondet calls: evaluate once with zeros */
    int64_t zero[RC_MAX_NONDET] = {0, 0, 0};
    rsys probe;
    smt_push(c);
    bool ok = build_sys(c, L, p, zero, &probe);
    smt_pop(c);
    if (!ok) continue;
    uint32_t k = probe.pre.nnondet, ncomb = 1;
    for (uint32_t i = 0; i < k; i++) ncomb *= 3;
    for (uint32_t comb = 0; comb < ncomb && !found; comb++) {
      int64_t choice[RC_MAX_NONDET] = {0, 0, 0};
      static const int64_t vals[3] = {1, 0, -1};
      uint32_t code = comb;
      bool valid = true;
      for (uint32_t i = 0; i < k; i++, code /= 3) {
        choice[i] = vals[code % 3];
        valid = valid && !(choice[i] < 0 && probe.pre.nuns[i]);
      }
      if (!valid) continue;
      rsys s;
      if (!build_sys(c, L, p, choice, &s)) continue;
      rcandv C = {0};
      for (uint32_t q = 0; q < s.pre.ncond; q++) {
        rcand cq;
        memset(&cq, 0, sizeof cq);
        cq.k = q;
        MT_VEC_PUSH(C, cq);
      }
      for (uint32_t i = 0; i < L->nvar; i++) {
        lin_cand(&C, L->nvar, i, 1, UINT32_MAX, 0, 0);        /* x >= 0 */
        lin_cand(&C, L->nvar, i, -1, UINT32_MAX, 0, 0);       /* x <= 0 */
        lin_cand(&C, L->nvar, i, 1, UINT32_MAX, 0, -1);       /* x >= 1 */
        lin_cand(&C, L->nvar, i, -1, UINT32_MAX, 0, -1);      /* x <= -1 */
        if (s0[i] > INT64_MIN + 1 && s0[i] < INT64_MAX) {
          lin_cand(&C, L->nvar, i, 1, UINT32_MAX, 0, -s0[i]); /* x >= s0 */
          lin_cand(&C, L->nvar, i, -1, UINT32_MAX, 0, s0[i]); /* x <= s0 */
        }
        for (uint32_t j = i + 1; j < L->nvar && L->nvar <= 8; j++) {
          lin_cand(&C, L->nvar, i, 1, j, -1, 0);              /* x >= y */
          lin_cand(&C, L->nvar, i, -1, j, 1, 0);              /* x <= y */
        }
      }
      bool hf = houdini(c, L, &s, &C, s0);
      MT_LOG(run, 2, "recur", "path %u, choice %u: %s", pi, comb,
             hf ? "a recurrent set holding the stem state" : "no recurrent set holds the stem state");
      if (hf) {
        /* re-check in a fresh context */
        smt_ctx *chk = smt_new(run, 2000);
        rsys s2;
        if (build_sys(chk, L, p, choice, &s2) && certify(chk, L, &s2, C.data, C.len, s0)) {
          found = true;
          const ir_block *hb = &L->f->blocks[L->head];
          const ir_inst *hi = &L->f->insts[hb->first + hb->ninsts - 1]; /* the head's branch */
          for (uint32_t q = 0; q < hb->ninsts; q++)
            if (L->f->insts[hb->first + q].loc.line) {
              hi = &L->f->insts[hb->first + q];
              break;
            }
          /* the lasso as data (report_recur formats it) */
          out->func = L->f->name;
          out->loc = hi->loc;
          out->nvar = L->nvar;
          for (uint32_t i = 0; i < L->nvar; i++) {
            const char *nm = ir_val_get(L->m, L->val[i])->name;
            out->var[i] = nm && *nm ? nm : "?";
            out->s0[i] = s0[i];
          }
          out->natom = C.len;
          out->atom = mt_calloc(C.len + 1, sizeof *out->atom);
          for (uint32_t i = 0; i < C.len; i++) {
            out->atom[i].cond = C.data[i].kind == 0 ? (int32_t)C.data[i].k : -1;
            memcpy(out->atom[i].a, C.data[i].a, sizeof out->atom[i].a);
            out->atom[i].c = C.data[i].c;
          }
          out->npath = p->len;
          out->path = mt_calloc(p->len + 1, sizeof *out->path);
          for (uint32_t i = 0; i < p->len; i++) {
            const ir_block *bb = &L->f->blocks[p->data[i]];
            out->path[i] = bb->name && *bb->name ? bb->name : "?";
          }
          /* the lasso for a witness */
          out->nstem = r->nnondet_used;
          out->ncycle = k;
          out->vals = mt_malloc(sizeof(int64_t) * (r->nnondet_used + k + 1));
          out->sites = mt_malloc(sizeof(exec_site) * (r->nnondet_used + k + 1));
          for (uint32_t i = 0; i < r->nnondet_used; i++) {
            out->vals[i] = r->nondet_used[i];
            out->sites[i] = r->nondet_sites[i];
          }
          for (uint32_t i = 0; i < k; i++) {
            out->vals[r->nnondet_used + i] = choice[i];
            out->sites[r->nnondet_used + i] =
                (exec_site){s.pre.nloc[i], L->f->name, s.pre.ncallee[i], s.pre.nuns[i]};
          }
          out->invariant = c_invariant(L, C.data, C.len);
        }
        smt_free(chk);
      }
      MT_VEC_FREE(C);
    }
  }
  smt_free(c);
  return found;
}

/* one stem: the run o (its inputs: a list, random values or both) to the
 * loop head's first entry, replayed, then try_loop from its state; *det:
 * the run drew no nondet value */
static bool stem_try(mt_run *run, rloop *L, const ir_module *m, uint32_t h,
                     exec_opts *o, recur_result *out, bool *det) {
  *det = false;
  o->max_steps = 1000000;
  o->check_overflow = true;
  o->malloc_fail = run->opt && run->opt->malloc_may_fail;
  o->probe_block = h + 1;
  exec_result r;
  memset(&r, 0, sizeof r);
  if (exec_run(run, m, o, &r) != MT_OK || r.outcome != EXEC_PROBE) {
    MT_LOG(run, 2, "recur", "stem (seed %llu, %u listed input(s)): the run does not reach the loop head",
           (unsigned long long)o->seed, o->nnondet);
    exec_result_free(&r);
    return false;
  }
  int64_t s0[RC_MAX_VARS];
  for (uint32_t i = 0; i < L->nvar; i++)
    s0[i] = mt_sext(r.probe_vals[L->slot[i]], int_bits(m, L->val[i]));
  /* the stem replays: same inputs, same state at the head */
  exec_opts c = *o;
  c.seed = 0;
  c.nondet = r.nondet_used;
  c.nnondet = r.nnondet_used;
  exec_result q;
  memset(&q, 0, sizeof q);
  bool same = exec_run(run, m, &c, &q) == MT_OK && q.outcome == EXEC_PROBE;
  for (uint32_t i = 0; i < L->nvar && same; i++)
    same = mt_sext(q.probe_vals[L->slot[i]], int_bits(m, L->val[i])) == s0[i];
  exec_result_free(&q);
  bool found = same && try_loop(run, L, s0, &r, out);
  *det = r.nnondet_used == 0;
  exec_result_free(&r);
  return found;
}

/* Inputs for stems chosen by the solver: per stem path (integer code from
 * main's entry to the head, its nondet calls free) and loop path (nondet
 * choices as in try_loop's first one, 0), inputs under which the stem
 * reaches the head in a fixed point of the path, else in a state that can
 * take the path RC_UNROLL times.  Only a guess: the concrete run and
 * try_loop decide.  The lists go to lists (concatenated), their lengths to
 * lens. */
static void smt_stems(mt_run *run, const rloop *L, i64v *lists, u32v *lens) {
  if (L->head == 0) return;
  u32vv stems = {0};
  u32v cur = {0};
  enum_to_head(L, false, &cur, 0, &stems);
  MT_VEC_FREE(cur);
  smt_ctx *c = smt_new(run, 2000);
  static const int64_t zero[RC_MAX_NONDET] = {0, 0, 0};
  for (uint32_t si = 0; si < stems.len && lens->len < RC_SMT_STEMS && !mt_deadline_passed(run); si++) {
    for (uint32_t pi = 0; pi < L->paths.len && lens->len < RC_SMT_STEMS; pi++) {
      for (int mode = 0; mode < 2 && lens->len < RC_SMT_STEMS; mode++) {
        smt_push(c);
        termv nd = {0};
        rpath st;
        bool ok = eval_path_in(c, L, &stems.data[si], NULL, NULL, &st, &nd);
        smt_term goal = ok ? st.pc : NULL;
        if (ok && mode == 0) { /* a fixed point of the path */
          rpath r1;
          ok = eval_path(c, L, &L->paths.data[pi], st.post, zero, &r1);
          if (ok) {
            goal = smt_and(c, goal, r1.pc);
            for (uint32_t i = 0; i < L->nphi; i++)
              goal = smt_and(c, goal, smt_rel(c, SMT_EQ, r1.post[i], st.post[i]));
          }
        } else if (ok) { /* RC_UNROLL rounds */
          smt_term x[RC_MAX_VARS];
          memcpy(x, st.post, sizeof x);
          for (uint32_t k = 0; k < RC_UNROLL && ok; k++) {
            rpath rk;
            ok = eval_path(c, L, &L->paths.data[pi], x, zero, &rk);
            if (ok) {
              goal = smt_and(c, goal, rk.pc);
              memcpy(x, rk.post, sizeof x);
            }
          }
        }
        if (ok) smt_assert(c, goal);
        if (ok && smt_check(c) == SMT_SAT) {
          uint32_t n = 0;
          for (uint32_t i = 0; i < nd.len; i++) {
            int64_t v = 0;
            if (!smt_model_int(c, nd.data[i], &v)) v = 0;
            MT_VEC_PUSH(*lists, v);
            n++;
          }
          MT_VEC_PUSH(*lens, n);
          MT_LOG(run, 2, "recur", "stem path %u, loop path %u: inputs from the solver (%s)", si, pi,
                 mode == 0 ? "a fixed point" : "rounds of the path");
          if (mode == 0) mode = 2; /* a fixed point found: no need for the rounds */
        }
        MT_VEC_FREE(nd);
        smt_pop(c);
      }
    }
  }
  smt_free(c);
  for (uint32_t i = 0; i < stems.len; i++) MT_VEC_FREE(stems.data[i]);
  MT_VEC_FREE(stems);
}

mt_status recur_find(mt_run *run, const ir_module *m, recur_result *out) {
  memset(out, 0, sizeof *out);
  const ir_func *f = ir_find_func(m, "main");
  if (!f || f->is_decl || f->nblocks == 0) return MT_OK;
  rloop L;
  memset(&L, 0, sizeof L);
  L.m = m;
  L.f = f;
  L.in = mt_calloc(f->nblocks + 1, 1);
  L.blk_of = mt_calloc(f->ninsts + 1, sizeof(uint32_t));
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (uint32_t q = 0; q < f->blocks[b].ninsts; q++) L.blk_of[f->blocks[b].first + q] = b;
  /* loop heads: targets of edges to an earlier or the same block (the
   * lowering keeps blocks in source order; anything else is only skipped) */
  for (uint32_t h = 0; h < f->nblocks && !out->found && !mt_deadline_passed(run); h++) {
    bool head = false;
    for (uint32_t b = h; b < f->nblocks && !head; b++) {
      uint32_t n;
      const uint32_t *s = succs(f, b, &n);
      for (uint32_t i = 0; i < n; i++) head = head || s[i] == h;
    }
    if (!head) continue;
    for (uint32_t i = 0; i < L.paths.len; i++) MT_VEC_FREE(L.paths.data[i]);
    L.paths.len = 0;
    if (!make_loop(&L, h)) {
      MT_LOG(run, 2, "recur", "loop head %s: not a simple integer loop", f->blocks[h].name ? f->blocks[h].name : "?");
      continue;
    }
    MT_LOG(run, 2, "recur", "loop head %s: %u variable(s), %u path(s)", f->blocks[h].name ? f->blocks[h].name : "?",
           L.nvar, L.paths.len);
    /* stems from the solver first (a state that can take a path for ever
     * or for RC_UNROLL rounds), then random inputs */
    i64v lists = {0};
    u32v lens = {0};
    smt_stems(run, &L, &lists, &lens);
    for (uint32_t k = 0, at = 0; k < lens.len && !out->found && !mt_deadline_passed(run); at += lens.data[k++]) {
      exec_opts o;
      memset(&o, 0, sizeof o);
      o.nondet = lists.data + at;
      o.nnondet = lens.data[k];
      bool det;
      if (stem_try(run, &L, m, h, &o, out, &det)) out->found = true;
    }
    MT_VEC_FREE(lists);
    MT_VEC_FREE(lens);
    for (int k = 0; k < RC_STEMS && !out->found && !mt_deadline_passed(run); k++) {
      exec_opts o;
      memset(&o, 0, sizeof o);
      o.seed = (uint64_t)k;
      o.uninit = k % 2 ? 0xA5 : 0;
      bool det;
      if (stem_try(run, &L, m, h, &o, out, &det)) out->found = true;
      if (det && k >= 1) break;
    }
  }
  for (uint32_t i = 0; i < L.paths.len; i++) MT_VEC_FREE(L.paths.data[i]);
  MT_VEC_FREE(L.paths);
  mt_free(L.in);
  mt_free(L.blk_of);
  return MT_OK;
}

void recur_result_free(recur_result *r) {
  mt_free(r->atom);
  mt_free(r->path);
  mt_free(r->vals);
  mt_free(r->sites);
  mt_free(r->invariant);
  memset(r, 0, sizeof *r);
}
