/* encode.c -- the program as constrained Horn clauses (chc.h). */
#include "chc_int.h"

#include <string.h>

/* ---- what is tracked ------------------------------------------------------------- */

static unsigned width_of(const ir_module *m, ir_type_id t) {
  const ir_type *ty = ir_type_get(m, t);
  if (ty->kind == IR_T_INT && ty->bits >= 1 && ty->bits <= 64) return ty->bits;
  if (ty->kind == IR_T_PTR) return 8u * m->ptr_size;
  return 0;
}

static bool is_local(const ir_module *m, ir_val v, uint32_t *slot) {
  const ir_value *x = ir_val_get(m, v);
  if (x->kind != IR_V_ARG && x->kind != IR_V_INST) return false;
  *slot = x->u.local.slot;
  return true;
}

static void fail(chc_sys *s, const char *why) {
  if (!s->fail) s->fail = why;
}

/* ---- readings: signed unless the uses say unsigned ------------------------------ */

static void vote(chc_sys *s, int *score, ir_val v, int d) {
  if (v < s->m->vals.len) score[v] += d;
}

static void choose_readings(chc_sys *s) {
  const ir_module *m = s->m;
  int *score = mt_calloc(m->vals.len + 1, sizeof *score);
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    const ir_func *f = &m->funcs.data[fi];
    for (uint32_t k = 0; k < f->ninsts; k++) {
      const ir_inst *in = &f->insts[k];
      int d = 0;
      switch (in->op) {
      case IR_ICMP:
        d = in->pred >= IR_ICMP_UGT && in->pred <= IR_ICMP_ULE ? -1
            : in->pred >= IR_ICMP_SGT ? 1 : 0;
        break;
      case IR_UDIV: case IR_UREM: d = -1; break;
      case IR_SDIV: case IR_SREM: d = 1; break;
      case IR_ADD: case IR_SUB: case IR_MUL: case IR_SHL:
        d = (in->flags & IR_F_NSW) ? 1 : (in->flags & IR_F_NUW) ? -1 : 0;
        if (d) vote(s, score, in->result, d);
        break;
      case IR_LSHR: vote(s, score, in->ops[0], -1); vote(s, score, in->result, -1); break;
      case IR_ASHR: vote(s, score, in->ops[0], 1); vote(s, score, in->result, 1); break;
      case IR_ZEXT: vote(s, score, in->ops[0], -1); vote(s, score, in->result, -1); break;
      case IR_SEXT: vote(s, score, in->ops[0], 1); vote(s, score, in->result, 1); break;
      default: break;
      }
      if (d && (in->op == IR_ICMP || in->op == IR_UDIV || in->op == IR_UREM || in->op == IR_SDIV ||
                in->op == IR_SREM || in->op == IR_ADD || in->op == IR_SUB || in->op == IR_MUL)) {
        vote(s, score, in->ops[0], d);
        if (in->nops > 1) vote(s, score, in->ops[1], d);
        if (in->op == IR_UDIV || in->op == IR_UREM || in->op == IR_SDIV || in->op == IR_SREM)
          vote(s, score, in->result, d);
      }
    }
  }
  /* phis and selects agree with what flows into them, twice round */
  for (int round = 0; round < 2; round++)
    for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
      const ir_func *f = &m->funcs.data[fi];
      for (uint32_t k = 0; k < f->ninsts; k++) {
        const ir_inst *in = &f->insts[k];
        if (in->op != IR_PHI && in->op != IR_SELECT) continue;
        int sum = score[in->result];
        for (uint32_t i = in->op == IR_SELECT ? 1 : 0; i < in->nops; i++) sum += score[in->ops[i]];
        for (uint32_t i = in->op == IR_SELECT ? 1 : 0; i < in->nops; i++)
          if (in->ops[i] < m->vals.len) score[in->ops[i]] = sum;
        score[in->result] = sum;
      }
    }
  for (uint32_t v = 1; v < m->vals.len; v++) {
    unsigned w = width_of(m, ir_val_type(m, v));
    bool ptr = ir_type_get(m, ir_val_type(m, v))->kind == IR_T_PTR;
    s->read[v] = (uint8_t)(w <= 1 || ptr || score[v] < 0 ? CHC_U : CHC_S);
  }
  mt_free(score);
}

/* ---- liveness of the tracked local values ---------------------------------------- */

typedef uint64_t word;
#define WBITS 64u

static bool tracked_slot(const ir_module *m, uint32_t slot, const ir_val *byslot) {
  return byslot[slot] && width_of(m, ir_val_type(m, byslot[slot]));
}

static void live_use(const ir_module *m, ir_val v, word *set, const word *def, const ir_val *byslot) {
  uint32_t sl;
  if (!is_local(m, v, &sl) || !tracked_slot(m, sl, byslot)) return;
  if (def && (def[sl / WBITS] >> (sl % WBITS) & 1)) return;
  set[sl / WBITS] |= (word)1 << (sl % WBITS);
}

static uint32_t succs(const ir_func *f, uint32_t b, const uint32_t **out) {
  const ir_inst *t = &f->insts[f->blocks[b].first + f->blocks[b].ninsts - 1];
  if (t->op == IR_BR || t->op == IR_CONDBR || t->op == IR_SWITCH) {
    *out = t->blocks;
    return t->nblocks;
  }
  *out = NULL;
  return 0;
}

static void liveness(chc_sys *s, chc_fn *fn) {
  const ir_module *m = s->m;
  const ir_func *f = fn->f;
  uint32_t nw = (f->nslots + WBITS - 1) / WBITS + 1, nb = f->nblocks;
  ir_val *byslot = mt_calloc(f->nslots + 1, sizeof *byslot);
  for (uint32_t i = 0; i < f->nparams; i++) byslot[ir_val_get(m, f->params[i])->u.local.slot] = f->params[i];
  for (uint32_t k = 0; k < f->ninsts; k++)
    if (f->insts[k].result) byslot[ir_val_get(m, f->insts[k].result)->u.local.slot] = f->insts[k].result;
  word *use = mt_calloc((size_t)nb * nw, sizeof(word)), *def = mt_calloc((size_t)nb * nw, sizeof(word));
  word *in = mt_calloc((size_t)nb * nw, sizeof(word)), *phid = mt_calloc((size_t)nb * nw, sizeof(word));
  for (uint32_t b = 0; b < nb; b++) {
    const ir_block *bl = &f->blocks[b];
    word *u = use + (size_t)b * nw, *d = def + (size_t)b * nw, *pd = phid + (size_t)b * nw;
    for (uint32_t k = 0; k < bl->ninsts; k++) {
      const ir_inst *x = &f->insts[bl->first + k];
      if (x->op != IR_PHI)
        for (uint32_t i = 0; i < x->nops; i++) live_use(m, x->ops[i], u, d, byslot);
      uint32_t sl;
      if (x->result && is_local(m, x->result, &sl)) {
        if (x->op == IR_PHI) pd[sl / WBITS] |= (word)1 << (sl % WBITS);
        else d[sl / WBITS] |= (word)1 << (sl % WBITS);
      }
    }
  }
  word *out = mt_calloc(nw, sizeof(word));
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b = nb; b-- > 0;) {
      memset(out, 0, nw * sizeof(word));
      const uint32_t *sc;
      uint32_t ns = succs(f, b, &sc);
      for (uint32_t j = 0; j < ns; j++) {
        uint32_t t = sc[j];
        for (uint32_t w = 0; w < nw; w++) out[w] |= in[(size_t)t * nw + w] & ~phid[(size_t)t * nw + w];
        const ir_block *tb = &f->blocks[t];
        for (uint32_t k = 0; k < tb->ninsts; k++) { /* the phis' operands from b */
          const ir_inst *x = &f->insts[tb->first + k];
          if (x->op != IR_PHI) break;
          for (uint32_t i = 0; i < x->nops; i++)
            if (x->blocks[i] == b) live_use(m, x->ops[i], out, NULL, byslot);
        }
      }
      for (uint32_t w = 0; w < nw; w++) {
        word nv = use[(size_t)b * nw + w] | (out[w] & ~def[(size_t)b * nw + w]);
        /* the block's own phis are part of its entry state when live */
        if (nv != in[(size_t)b * nw + w]) {
          in[(size_t)b * nw + w] = nv;
          changed = true;
        }
      }
    }
  }
  fn->live = mt_calloc(nb + 1, sizeof *fn->live);
  fn->nlive = mt_calloc(nb + 1, sizeof *fn->nlive);
  for (uint32_t b = 0; b < nb; b++) {
    uint32_t n = 0;
    for (uint32_t sl = 0; sl < f->nslots; sl++) n += (in[(size_t)b * nw + sl / WBITS] >> (sl % WBITS)) & 1;
    fn->live[b] = mt_malloc((n + 1) * sizeof(uint32_t));
    for (uint32_t sl = 0; sl < f->nslots; sl++)
      if ((in[(size_t)b * nw + sl / WBITS] >> (sl % WBITS)) & 1) fn->live[b][fn->nlive[b]++] = sl;
  }
  mt_free(out);
  mt_free(use);
  mt_free(def);
  mt_free(in);
  mt_free(phid);
  mt_free(byslot);
}

/* ---- relations ---------------------------------------------------------------------- */

static smt_pred new_rel(chc_sys *s, const char *fmt, const char *fname, uint32_t b, uint32_t n) {
  char name[300];
  snprintf(name, sizeof name, fmt, fname, b);
  smt_sort *sorts = mt_malloc((n + 1) * sizeof *sorts);
  for (uint32_t i = 0; i < n; i++) sorts[i] = SMT_INT;
  smt_pred r = smt_pred_new(s->smt, name, n, sorts);
  mt_free(sorts);
  s->nrels++;
  return r;
}

/* cut points: the entry, every loop head (the target of a back edge of a
 * depth-first search from the entry) and a join that more than CHC_PATHS
 * paths from the cut points before it reach; a path between two cut
 * points is one clause (large blocks), so a join inside a loop body keeps
 * what its paths know apart (`n >= 0 && n <= N` stays a conjunction) */
#define CHC_PATHS 64u

static void cut_points(const ir_func *f, uint8_t *cut) {
  uint32_t nb = f->nblocks;
  uint8_t *state = mt_calloc(nb + 1, 1); /* 0 new, 1 on the stack, 2 done */
  uint32_t *order = mt_malloc((nb + 1) * sizeof *order), norder = 0;
  uint32_t *stk = mt_malloc((nb + 1) * sizeof *stk), *pos = mt_calloc(nb + 1, sizeof *pos), sp = 0;
  cut[0] = 1;
  stk[sp++] = 0;
  state[0] = 1;
  while (sp) {
    uint32_t b = stk[sp - 1];
    const uint32_t *sc;
    uint32_t ns = succs(f, b, &sc);
    if (pos[b] < ns) {
      uint32_t t = sc[pos[b]++];
      if (state[t] == 1) cut[t] = 1; /* a back edge */
      else if (state[t] == 0) {
        state[t] = 1;
        stk[sp++] = t;
      }
      continue;
    }
    state[b] = 2;
    order[norder++] = b; /* postorder */
    sp--;
  }
  /* paths per block along the forward edges, in reverse postorder */
  uint64_t *np = mt_calloc(nb + 1, sizeof *np);
  uint32_t *rank = mt_malloc((nb + 1) * sizeof *rank);
  for (uint32_t i = 0; i < norder; i++) rank[order[i]] = i;
  for (uint32_t i = norder; i-- > 0;) {
    uint32_t b = order[i];
    if (cut[b] || np[b] > CHC_PATHS) {
      cut[b] = 1;
      np[b] = 1;
    }
    const uint32_t *sc;
    uint32_t ns = succs(f, b, &sc);
    for (uint32_t j = 0; j < ns; j++)
      if (state[sc[j]] == 2 && rank[sc[j]] < rank[b]) np[sc[j]] += np[b]; /* a forward edge */
  }
  mt_free(np);
  mt_free(rank);
  mt_free(state);
  mt_free(order);
  mt_free(stk);
  mt_free(pos);
}

static void make_relations(chc_sys *s, chc_fn *fn) {
  const ir_module *m = s->m;
  const ir_func *f = fn->f;
  fn->params = mt_malloc((f->nparams + 1) * sizeof *fn->params);
  for (uint32_t i = 0; i < f->nparams; i++)
    if (width_of(m, ir_val_type(m, f->params[i]))) fn->params[fn->nparams++] = i;
  const ir_type *ft = ir_type_get(m, f->type);
  fn->has_ret = ft->elem && width_of(m, ft->elem);
  uint32_t G = s->ngprom, P = fn->nparams;
  fn->blk = mt_calloc(f->nblocks + 1, sizeof *fn->blk);
  fn->cut = mt_calloc(f->nblocks + 1, 1);
  cut_points(f, fn->cut);
  for (uint32_t b = 0; b < f->nblocks; b++)
    if (fn->cut[b]) fn->blk[b] = new_rel(s, "%s.b%u", f->name, b, P + G + fn->nlive[b] + G);
  fn->sum = new_rel(s, "%s.sum%u", f->name, 0, P + G + (fn->has_ret ? 1 : 0) + G);
  fn->err = new_rel(s, "%s.err%u", f->name, 0, P + G);
}

/* ---- a block's clauses ----------------------------------------------------------- */

typedef MT_VEC(smt_term) termv;
typedef MT_VEC(chc_app) appv;

typedef struct cb {
  chc_sys *s;
  chc_fn *fn;
  uint32_t b;
  smt_term *env;   /* per slot, in the value's reading */
  smt_term *a0, *g0, *g;
  termv vars, cs;
  appv apps;
  bool dead;       /* the path ended (abort, exit, an assumption that fails) */
  uint32_t depth;  /* blocks inlined on the current path */
} cb;

static smt_term fresh(cb *c) {
  char name[32];
  snprintf(name, sizeof name, "v%u", ++c->s->nvar);
  smt_term t = smt_var(c->s->smt, name);
  MT_VEC_PUSH(c->vars, t);
  return t;
}

static void need(cb *c, smt_term phi) { MT_VEC_PUSH(c->cs, phi); }

static smt_term lo_of(smt_ctx *z, unsigned w, chc_read r) {
  if (r == CHC_U) return smt_int(z, 0);
  return w == 64 ? smt_int(z, INT64_MIN) : smt_int(z, -((int64_t)1 << (w - 1)));
}

static smt_term hi_of(smt_ctx *z, unsigned w, chc_read r) {
  if (r == CHC_U) return w == 64 ? smt_int_u64(z, UINT64_MAX) : smt_int_u64(z, ((uint64_t)1 << w) - 1);
  return w == 64 ? smt_int(z, INT64_MAX) : smt_int(z, ((int64_t)1 << (w - 1)) - 1);
}

static smt_term in_range(smt_ctx *z, smt_term t, unsigned w, chc_read r) {
  return smt_and(z, smt_rel(z, SMT_LE, lo_of(z, w, r), t), smt_rel(z, SMT_LE, t, hi_of(z, w, r)));
}

/* a fresh value of width w in reading r */
static smt_term any(cb *c, unsigned w, chc_read r) {
  smt_term t = fresh(c);
  if (w) need(c, in_range(c->s->smt, t, w, r));
  return t;
}

/* t (w bits, reading from) in reading to */
static smt_term conv(smt_ctx *z, smt_term t, unsigned w, chc_read from, chc_read to) {
  if (from == to || w <= 1 || !t) return t;
  smt_term p = smt_pow2(z, w);
  if (from == CHC_U)
    return smt_ite(z, smt_rel(z, SMT_GE, t, smt_pow2(z, w - 1)), smt_sub(z, t, p), t);
  return smt_ite(z, smt_rel(z, SMT_LT, t, smt_int(z, 0)), smt_add(z, t, p), t);
}

static chc_read rd(const chc_sys *s, ir_val v) { return (chc_read)s->read[v]; }

/* v's value in reading r (w: its width) */
static smt_term val(cb *c, ir_val v, chc_read r) {
  chc_sys *s = c->s;
  const ir_module *m = s->m;
  smt_ctx *z = s->smt;
  unsigned w = width_of(m, ir_val_type(m, v));
  const ir_value *x = ir_val_get(m, v);
  uint32_t sl;
  switch (x->kind) {
  case IR_V_INT:
    if (w == 0) return any(c, 0, r);
    if (r == CHC_U || w == 1) return smt_int_u64(z, chc_zext(x->u.i, w));
    return smt_int(z, chc_sext(x->u.i, w));
  case IR_V_NULL:
  case IR_V_ZERO:
    return smt_int(z, 0);
  case IR_V_GLOBAL:
  case IR_V_FUNC: { /* an address: not null */
    smt_term t = any(c, w, CHC_U);
    need(c, smt_rel(z, SMT_GE, t, smt_int(z, 1)));
    return conv(z, t, w, CHC_U, r);
  }
  case IR_V_ARG:
  case IR_V_INST:
    sl = x->u.local.slot;
    if (w && c->env[sl]) return conv(z, c->env[sl], w, rd(s, v), r);
    return any(c, w, r);
  default:
    return any(c, w, r);
  }
}

static void define(cb *c, ir_val res, smt_term t) {
  uint32_t sl;
  if (res && is_local(c->s->m, res, &sl) && width_of(c->s->m, ir_val_type(c->s->m, res)))
    c->env[sl] = t;
}

/* r := e reduced to w bits in reading rr, where e is the sum or the
 * difference of two values in range: at most one wrap either way (no
 * multiple of 2^w to find, which Spacer's projections handle badly) */
static smt_term wrap1(cb *c, smt_term e, unsigned w, chc_read rr) {
  smt_ctx *z = c->s->smt;
  smt_term p = smt_pow2(z, w);
  return smt_ite(z, smt_rel(z, SMT_GT, e, hi_of(z, w, rr)), smt_sub(z, e, p),
                 smt_ite(z, smt_rel(z, SMT_LT, e, lo_of(z, w, rr)), smt_add(z, e, p), e));
}

/* r := e reduced to w bits in reading rr: r = e - 2^w k, r in range */
static smt_term wrap(cb *c, smt_term e, unsigned w, chc_read rr) {
  smt_ctx *z = c->s->smt;
  smt_term r = fresh(c), k = fresh(c);
  need(c, smt_rel(z, SMT_EQ, r, smt_sub(z, e, smt_mul(z, smt_pow2(z, w), k))));
  need(c, in_range(z, r, w, rr));
  return r;
}

/* the clause apps ∧ cs ∧ extra → head (copies of the current vectors) */
static void emit(cb *c, smt_term extra, smt_pred head, uint32_t nh, const smt_term *hargs,
                 const char *what) {
  chc_sys *s = c->s;
  chc_clause cl = {0};
  cl.nvars = c->vars.len;
  cl.vars = MT_ANEWN(&s->arena, smt_term, cl.nvars + 1);
  if (cl.nvars) memcpy(cl.vars, c->vars.data, cl.nvars * sizeof(smt_term));
  cl.napps = c->apps.len;
  cl.apps = MT_ANEWN(&s->arena, chc_app, cl.napps + 1);
  if (cl.napps) memcpy(cl.apps, c->apps.data, cl.napps * sizeof(chc_app));
  smt_term all = smt_and_n(s->smt, c->cs.len, c->cs.data);
  cl.phi = extra ? smt_and(s->smt, all, extra) : all;
  cl.head.rel = head;
  cl.head.n = nh;
  cl.head.args = MT_ANEWN(&s->arena, smt_term, nh + 1);
  if (nh) memcpy(cl.head.args, hargs, nh * sizeof(smt_term));
  cl.what = what;
  MT_VEC_PUSH(s->clauses, cl);
}

static smt_term *concat(chc_sys *s, uint32_t *n, smt_term *a, uint32_t na, smt_term *b, uint32_t nb,
                        smt_term *cc, uint32_t nc, smt_term *d, uint32_t nd) {
  *n = na + nb + nc + nd;
  smt_term *r = MT_ANEWN(&s->arena, smt_term, *n + 1);
  uint32_t k = 0;
  for (uint32_t i = 0; i < na; i++) r[k++] = a[i];
  for (uint32_t i = 0; i < nb; i++) r[k++] = b[i];
  for (uint32_t i = 0; i < nc; i++) r[k++] = cc[i];
  for (uint32_t i = 0; i < nd; i++) r[k++] = d[i];
  return r;
}

/* an error of this function when extra holds here */
static void error_if(cb *c, smt_term extra, const char *what) {
  chc_sys *s = c->s;
  uint32_t n;
  smt_term *args = concat(s, &n, c->a0, c->fn->nparams, c->g0, s->ngprom, NULL, 0, NULL, 0);
  emit(c, extra, c->fn->err, n, args, what);
}

static smt_term is_one(smt_ctx *z, smt_term t) { return smt_rel(z, SMT_EQ, t, smt_int(z, 1)); }

static smt_term bool01(smt_ctx *z, smt_term cond) { return smt_ite(z, cond, smt_int(z, 1), smt_int(z, 0)); }

static smt_term icmp(cb *c, const ir_inst *in) {
  smt_ctx *z = c->s->smt;
  ir_icmp_pred p = (ir_icmp_pred)in->pred;
  chc_read r = p >= IR_ICMP_UGT && p <= IR_ICMP_ULE ? CHC_U
               : p >= IR_ICMP_SGT ? CHC_S : rd(c->s, in->ops[0]);
  smt_term a = val(c, in->ops[0], r), b = val(c, in->ops[1], r);
  smt_cmp op = SMT_EQ;
  switch (p) {
  case IR_ICMP_EQ: op = SMT_EQ; break;
  case IR_ICMP_NE: op = SMT_NE; break;
  case IR_ICMP_UGT: case IR_ICMP_SGT: op = SMT_GT; break;
  case IR_ICMP_UGE: case IR_ICMP_SGE: op = SMT_GE; break;
  case IR_ICMP_ULT: case IR_ICMP_SLT: op = SMT_LT; break;
  case IR_ICMP_ULE: case IR_ICMP_SLE: op = SMT_LE; break;
  }
  return bool01(z, smt_rel(z, op, a, b));
}

static int64_t const_of(const ir_module *m, ir_val v, bool *is) {
  const ir_value *x = ir_val_get(m, v);
  *is = x->kind == IR_V_INT;
  if (!*is) return 0;
  return chc_sext(x->u.i, width_of(m, x->type));
}

static uint64_t uconst_of(const ir_module *m, ir_val v, bool *is) {
  const ir_value *x = ir_val_get(m, v);
  *is = x->kind == IR_V_INT;
  return *is ? chc_zext(x->u.i, width_of(m, x->type)) : 0;
}

/* + - * and shifts left by a constant */
static void arith(cb *c, const ir_inst *in) {
  chc_sys *s = c->s;
  smt_ctx *z = s->smt;
  const ir_module *m = s->m;
  unsigned w = width_of(m, in->type);
  chc_read rr = rd(s, in->result);
  bool nsw = (in->flags & IR_F_NSW) != 0;
  chc_read er = nsw ? CHC_S : rr; /* nsw: the exact value in the signed reading */
  smt_term a = val(c, in->ops[0], er), b, e = NULL;
  bool kb;
  if (in->op == IR_SHL) {
    uint64_t k = uconst_of(m, in->ops[1], &kb);
    if (!kb || k >= w) { /* by a variable: any value; too far: poison */
      define(c, in->result, any(c, w, rr));
      return;
    }
    e = smt_mul(z, a, smt_pow2(z, (unsigned)k));
  } else {
    b = val(c, in->ops[1], er);
    if (in->op == IR_ADD) e = smt_add(z, a, b);
    else if (in->op == IR_SUB) e = smt_sub(z, a, b);
    else e = smt_mul(z, a, b); /* non-linear unless a constant factor */
  }
  if (nsw && s->o->overflow) {
    smt_term inr = in_range(z, e, w, CHC_S);
    error_if(c, smt_not(z, inr), "signed overflow");
    need(c, inr);
    define(c, in->result, conv(z, e, w, CHC_S, rr));
    return;
  }
  bool one = in->op == IR_ADD || in->op == IR_SUB; /* |e| < 2^(w+1): one wrap at most */
  define(c, in->result, one ? wrap1(c, e, w, er) : wrap(c, e, w, er));
  if (er != rr) { /* the wrapped signed value in the unsigned reading */
    uint32_t sl;
    if (is_local(m, in->result, &sl) && c->env[sl]) c->env[sl] = conv(z, c->env[sl], w, er, rr);
  }
}

/* udiv sdiv urem srem */
static void divrem(cb *c, const ir_inst *in) {
  chc_sys *s = c->s;
  smt_ctx *z = s->smt;
  const ir_module *m = s->m;
  unsigned w = width_of(m, in->type);
  bool sgn = in->op == IR_SDIV || in->op == IR_SREM, rem = in->op == IR_UREM || in->op == IR_SREM;
  chc_read nr = sgn ? CHC_S : CHC_U, rr = rd(s, in->result);
  smt_term a = val(c, in->ops[0], nr), d = val(c, in->ops[1], nr);
  smt_term zero = smt_int(z, 0);
  error_if(c, smt_rel(z, SMT_EQ, d, zero), "division by zero");
  need(c, smt_rel(z, SMT_NE, d, zero));
  if (sgn) {
    smt_term ov = smt_and(z, smt_rel(z, SMT_EQ, d, smt_int(z, -1)),
                          smt_rel(z, SMT_EQ, a, lo_of(z, w, CHC_S)));
    error_if(c, ov, "INT_MIN / -1");
    need(c, smt_not(z, ov));
  }
  bool kd;
  int64_t dc = sgn ? const_of(m, in->ops[1], &kd) : (int64_t)uconst_of(m, in->ops[1], &kd);
  if (!kd) kd = smt_int_const(z, d, &dc); /* computed from constants (a read-only global's) */
  if (!kd || dc == 0 || (!sgn && (uint64_t)dc > ((uint64_t)1 << 62))) {
    smt_term r = any(c, w, nr);
    if (!sgn) { /* q <= a, r < d */
      if (rem) need(c, smt_rel(z, SMT_LT, r, d));
      else need(c, smt_rel(z, SMT_LE, r, a));
    }
    define(c, in->result, conv(z, r, w, nr, rr));
    return;
  }
  /* a = q·d + r: floor for unsigned, truncation for signed */
  smt_term q = fresh(c), r = fresh(c);
  need(c, smt_rel(z, SMT_EQ, a, smt_add(z, smt_scale(z, dc, q), r)));
  int64_t ad = dc < 0 ? -dc : dc;
  smt_term adt = smt_int(z, ad);
  if (!sgn) {
    need(c, smt_rel(z, SMT_LE, zero, r));
    need(c, smt_rel(z, SMT_LT, r, adt));
  } else {
    smt_term pos = smt_rel(z, SMT_GE, a, zero);
    need(c, smt_implies(z, pos, smt_and(z, smt_rel(z, SMT_LE, zero, r), smt_rel(z, SMT_LT, r, adt))));
    need(c, smt_implies(z, smt_not(z, pos),
                        smt_and(z, smt_rel(z, SMT_LT, smt_int(z, -ad), r), smt_rel(z, SMT_LE, r, zero))));
  }
  define(c, in->result, conv(z, rem ? r : q, w, nr, rr));
}

/* lshr ashr */
static void shr(cb *c, const ir_inst *in) {
  chc_sys *s = c->s;
  smt_ctx *z = s->smt;
  const ir_module *m = s->m;
  unsigned w = width_of(m, in->type);
  chc_read nr = in->op == IR_ASHR ? CHC_S : CHC_U, rr = rd(s, in->result);
  bool kb;
  uint64_t k = uconst_of(m, in->ops[1], &kb);
  if (!kb || k >= w) {
    define(c, in->result, any(c, w, rr));
    return;
  }
  smt_term a = val(c, in->ops[0], nr);
  if (k == 0) {
    define(c, in->result, conv(z, a, w, nr, rr));
    return;
  }
  smt_term q = fresh(c), r = fresh(c), p = smt_pow2(z, (unsigned)k);
  need(c, smt_rel(z, SMT_EQ, a, smt_add(z, smt_mul(z, p, q), r)));
  need(c, smt_rel(z, SMT_LE, smt_int(z, 0), r));
  need(c, smt_rel(z, SMT_LT, r, p));
  define(c, in->result, conv(z, q, w, nr, rr));
}

/* x & C for x in [0, 2^w) and a constant C with at most 4 runs of ones:
 * each run [lo, hi] of C is x's bits lo..hi, v in x = q·2^(hi+1) +
 * v·2^lo + t (0 <= t < 2^lo, 0 <= v < 2^(hi-lo+1)), and x & C is the sum
 * of v·2^lo -- exact linear arithmetic (`i & 63`, `flags & 0x5`); NULL
 * for another C */
static smt_term and_const(cb *c, smt_term x, uint64_t C, unsigned w) {
  smt_ctx *z = c->s->smt;
  if (w > 62) return NULL;
  C &= ((uint64_t)1 << w) - 1;
  unsigned runs = 0;
  for (unsigned i = 0; i < w; i++)
    if ((C >> i & 1) && (i == 0 || !(C >> (i - 1) & 1))) runs++;
  if (runs > 4) return NULL;
  if (!C) return smt_int(z, 0);
  smt_term sum = smt_int(z, 0);
  for (unsigned lo = 0; lo < w;) {
    if (!(C >> lo & 1)) {
      lo++;
      continue;
    }
    unsigned hi = lo;
    while (hi + 1 < w && (C >> (hi + 1) & 1)) hi++;
    smt_term q = fresh(c), v = fresh(c), tl = fresh(c);
    need(c, smt_rel(z, SMT_EQ, x, smt_add(z, smt_add(z, smt_scale(z, (int64_t)1 << (hi + 1), q),
                                                     smt_scale(z, (int64_t)1 << lo, v)), tl)));
    need(c, smt_rel(z, SMT_GE, q, smt_int(z, 0)));
    need(c, smt_rel(z, SMT_GE, v, smt_int(z, 0)));
    need(c, smt_rel(z, SMT_LT, v, smt_int(z, (int64_t)1 << (hi - lo + 1))));
    need(c, smt_rel(z, SMT_GE, tl, smt_int(z, 0)));
    need(c, smt_rel(z, SMT_LT, tl, smt_int(z, (int64_t)1 << lo)));
    sum = smt_add(z, sum, smt_scale(z, (int64_t)1 << lo, v));
    lo = hi + 1;
  }
  return sum;
}

static void bitop(cb *c, const ir_inst *in) {
  chc_sys *s = c->s;
  smt_ctx *z = s->smt;
  const ir_module *m = s->m;
  unsigned w = width_of(m, in->type);
  chc_read rr = rd(s, in->result);
  if (w == 1) {
    smt_term a = is_one(z, val(c, in->ops[0], CHC_U)), b = is_one(z, val(c, in->ops[1], CHC_U));
    smt_term r = in->op == IR_AND ? smt_and(z, a, b) : in->op == IR_OR ? smt_or(z, a, b)
                 : smt_not(z, smt_rel(z, SMT_EQ, a, b));
    define(c, in->result, bool01(z, r));
    return;
  }
  smt_term a = val(c, in->ops[0], CHC_U), b = val(c, in->ops[1], CHC_U);
  bool k0, k1;
  uint64_t c0 = uconst_of(m, in->ops[0], &k0), c1 = uconst_of(m, in->ops[1], &k1);
  if ((k0 || k1) && !(k0 && k1)) {
    /* with a constant mask: exact (a & C, and from it a | C, a ^ C) */
    smt_term x = k0 ? b : a;
    uint64_t C = k0 ? c0 : c1;
    smt_term and = and_const(c, x, C, w);
    if (and) {
      smt_term Ct = smt_int_u64(z, C), r;
      if (in->op == IR_AND) r = and;
      else if (in->op == IR_OR) r = smt_sub(z, smt_add(z, x, Ct), and);
      else r = smt_sub(z, smt_add(z, x, Ct), smt_scale(z, 2, and));
      define(c, in->result, conv(z, r, w, CHC_U, rr));
      return;
    }
  }
  smt_term r = any(c, w, CHC_U);
  if (in->op == IR_AND) {
    need(c, smt_rel(z, SMT_LE, r, a));
    need(c, smt_rel(z, SMT_LE, r, b));
  } else if (in->op == IR_OR) {
    need(c, smt_rel(z, SMT_GE, r, a));
    need(c, smt_rel(z, SMT_GE, r, b));
    need(c, smt_rel(z, SMT_LE, r, smt_add(z, a, b)));
  } else { /* xor: x ^ 0 = x, x ^ x = 0 */
    need(c, smt_implies(z, smt_rel(z, SMT_EQ, b, smt_int(z, 0)), smt_rel(z, SMT_EQ, r, a)));
    need(c, smt_implies(z, smt_rel(z, SMT_EQ, a, smt_int(z, 0)), smt_rel(z, SMT_EQ, r, b)));
    need(c, smt_implies(z, smt_rel(z, SMT_EQ, a, b), smt_rel(z, SMT_EQ, r, smt_int(z, 0))));
  }
  define(c, in->result, conv(z, r, w, CHC_U, rr));
}

static void cast(cb *c, const ir_inst *in) {
  chc_sys *s = c->s;
  smt_ctx *z = s->smt;
  const ir_module *m = s->m;
  unsigned w = width_of(m, in->type), ws = width_of(m, ir_val_type(m, in->ops[0]));
  chc_read rr = rd(s, in->result);
  if (!w) return;
  if (!ws) {
    define(c, in->result, any(c, w, rr));
    return;
  }
  switch (in->op) {
  case IR_ZEXT:
    define(c, in->result, conv(z, val(c, in->ops[0], CHC_U), w, CHC_U, rr));
    return;
  case IR_SEXT: /* an i1 extends to 0 or -1 */
    define(c, in->result, ws == 1 ? conv(z, smt_scale(z, -1, val(c, in->ops[0], CHC_U)), w, CHC_S, rr)
                                  : conv(z, val(c, in->ops[0], CHC_S), w, CHC_S, rr));
    return;
  default: break;
  }
  /* trunc, ptrtoint, inttoptr, bitcast: the low w bits */
  smt_term a = val(c, in->ops[0], CHC_U);
  if (w >= ws) {
    define(c, in->result, conv(z, a, w, CHC_U, rr));
    return;
  }
  smt_term q = fresh(c), r = fresh(c), p = smt_pow2(z, w);
  need(c, smt_rel(z, SMT_EQ, a, smt_add(z, smt_mul(z, p, q), r)));
  need(c, in_range(z, r, w, CHC_U));
  define(c, in->result, conv(z, r, w, CHC_U, rr));
}

/* the values of a relation's arguments for block t entered from this
 * block: phis by their operand from b, the rest from the environment */
static smt_term *entry_args(cb *c, uint32_t t, uint32_t *n) {
  chc_sys *s = c->s;
  const ir_module *m = s->m;
  const ir_func *f = c->fn->f;
  uint32_t nl = c->fn->nlive[t];
  smt_term *lv = mt_malloc((nl + 1) * sizeof *lv);
  const ir_block *tb = &f->blocks[t];
  for (uint32_t i = 0; i < nl; i++) {
    uint32_t sl = c->fn->live[t][i];
    lv[i] = NULL;
    for (uint32_t k = 0; k < tb->ninsts; k++) {
      const ir_inst *x = &f->insts[tb->first + k];
      if (x->op != IR_PHI) break;
      if (ir_val_get(m, x->result)->u.local.slot != sl) continue;
      for (uint32_t j = 0; j < x->nops; j++)
        if (x->blocks[j] == c->b) lv[i] = val(c, x->ops[j], rd(s, x->result));
      if (!lv[i]) lv[i] = any(c, width_of(m, x->type), rd(s, x->result));
    }
    if (!lv[i]) lv[i] = c->env[sl];
    if (!lv[i]) lv[i] = fresh(c); /* cannot be: a live value is defined before */
  }
  smt_term *r = concat(s, n, c->a0, c->fn->nparams, c->g0, s->ngprom, lv, nl, c->g, s->ngprom);
  mt_free(lv);
  return r;
}

static void walk(cb *c, uint32_t b);

/* to block t under cond: a clause into t's relation at a cut point, else
 * on along t's instructions in this clause (the state restored after) */
static void jump(cb *c, uint32_t t, smt_term cond, const char *what) {
  chc_sys *s = c->s;
  if (c->fn->cut[t]) {
    uint32_t n;
    smt_term *args = entry_args(c, t, &n);
    emit(c, cond, c->fn->blk[t], n, args, what);
    return;
  }
  if (c->depth > 100000) {
    fail(s, "a path of more than 100000 blocks between cut points");
    return;
  }
  const ir_func *f = c->fn->f;
  uint32_t ncs = c->cs.len, nvars = c->vars.len, napps = c->apps.len, from = c->b;
  smt_term *g = c->g, *env = mt_malloc((f->nslots + 1) * sizeof *env);
  memcpy(env, c->env, f->nslots * sizeof *env);
  /* the phis of t (one predecessor: LCSSA's), all read before any is set */
  const ir_module *m = s->m;
  const ir_block *tb = &f->blocks[t];
  uint32_t np = 0;
  while (np < tb->ninsts && f->insts[tb->first + np].op == IR_PHI) np++;
  smt_term *pv = mt_malloc((np + 1) * sizeof *pv);
  for (uint32_t k = 0; k < np; k++) {
    const ir_inst *x = &f->insts[tb->first + k];
    pv[k] = NULL;
    if (!width_of(m, x->type)) continue;
    for (uint32_t j = 0; j < x->nops; j++)
      if (x->blocks[j] == from) pv[k] = val(c, x->ops[j], rd(s, x->result));
    if (!pv[k]) pv[k] = any(c, width_of(m, x->type), rd(s, x->result));
  }
  for (uint32_t k = 0; k < np; k++)
    if (pv[k]) define(c, f->insts[tb->first + k].result, pv[k]);
  mt_free(pv);
  if (cond) need(c, cond);
  c->depth++;
  walk(c, t);
  c->depth--;
  c->dead = false;
  c->b = from;
  c->g = g;
  c->cs.len = ncs;
  c->vars.len = nvars;
  c->apps.len = napps;
  memcpy(c->env, env, f->nslots * sizeof *env);
  mt_free(env);
}

/* the values live at g's entry block (its parameters) from the tracked
 * parameters' values a (g->nparams) */
static smt_term *entry_live(chc_sys *s, const chc_fn *g, const smt_term *a) {
  const ir_module *m = s->m;
  uint32_t L = g->nlive[0];
  smt_term *lv = mt_malloc((L + 1) * sizeof *lv);
  for (uint32_t i = 0; i < L; i++) {
    lv[i] = NULL;
    for (uint32_t k = 0; k < g->nparams; k++)
      if (ir_val_get(m, g->f->params[g->params[k]])->u.local.slot == g->live[0][i]) lv[i] = a[k];
    if (!lv[i]) fail(s, "a value live at a function's entry that is not a parameter");
    if (!lv[i]) lv[i] = smt_int(s->smt, 0);
  }
  return lv;
}

/* a call of a function with a body: the callee's entry from here; Err_g(args)
 * is ours; Sum_g gives the result */
static void call_user(cb *c, const ir_inst *in, chc_fn *g) {
  chc_sys *s = c->s;
  smt_ctx *z = s->smt;
  const ir_module *m = s->m;
  uint32_t na = g->nparams;
  smt_term *args = mt_malloc((na + 1) * sizeof *args);
  for (uint32_t i = 0; i < na; i++) {
    uint32_t pi = g->params[i];
    ir_val pv = g->f->params[pi];
    args[i] = pi + 1 < in->nops ? val(c, in->ops[pi + 1], rd(s, pv)) : any(c, width_of(m, ir_val_type(m, pv)), rd(s, pv));
  }
  uint32_t n;
  /* the callee is entered from here: its entry block with the arguments */
  smt_term *lv0 = entry_live(s, g, args);
  smt_term *bargs = concat(s, &n, args, na, c->g, s->ngprom, lv0, g->nlive[0], c->g, s->ngprom);
  mt_free(lv0);
  emit(c, NULL, g->blk[0], n, bargs, "call");
  smt_term *eargs = concat(s, &n, args, na, c->g, s->ngprom, NULL, 0, NULL, 0);
  chc_app ea = {g->err, n, eargs};
  MT_VEC_PUSH(c->apps, ea);
  error_if(c, NULL, "error in a callee");
  c->apps.len--;
  smt_term ret = g->has_ret ? fresh(c) : NULL;
  smt_term *g1 = MT_ANEWN(&s->arena, smt_term, s->ngprom + 1);
  for (uint32_t i = 0; i < s->ngprom; i++) g1[i] = fresh(c);
  smt_term *sargs = concat(s, &n, args, na, c->g, s->ngprom, ret ? &ret : NULL, ret ? 1 : 0, g1, s->ngprom);
  chc_app sa = {g->sum, n, sargs};
  MT_VEC_PUSH(c->apps, sa);
  c->g = g1;
  if (ret && in->result && width_of(m, in->type)) /* summaries return the signed reading */
    define(c, in->result, conv(z, ret, width_of(m, in->type), CHC_S, rd(s, in->result)));
  mt_free(args);
}

static void call(cb *c, const ir_inst *in) {
  chc_sys *s = c->s;
  smt_ctx *z = s->smt;
  const ir_module *m = s->m;
  const ir_func *g = ir_call_target(m, in);
  unsigned w = in->result ? width_of(m, in->type) : 0;
  chc_read rr = in->result ? rd(s, in->result) : CHC_U;
  if (!g) {
    fail(s, "an indirect call");
    return;
  }
  if (!g->is_decl && g->builtin != IR_BI_REACH_ERROR) {
    call_user(c, in, &s->fns[g - m->funcs.data]);
    return;
  }
  switch (g->builtin) {
  case IR_BI_REACH_ERROR:
  case IR_BI_VERIFIER_ERROR:
    if (s->o->reach_error) {
      error_if(c, NULL, "reach_error()");
      c->dead = true;
    } else if (!g->is_decl) {
      call_user(c, in, &s->fns[g - m->funcs.data]);
    } else {
      c->dead = true;
    }
    return;
  case IR_BI_UB_CHECK:
    if (!s->o->overflow) { /* the front inserts them for no-overflow only */
      fail(s, "an overflow check outside no-overflow");
      return;
    }
    error_if(c, NULL, "a failed overflow check");
    c->dead = true;
    return;
  case IR_BI_ASSERT_FAIL: case IR_BI_ASSERT_RTN: case IR_BI_ABORT: case IR_BI_LLVM_TRAP:
  case IR_BI_EXIT: case IR_BI_EXIT_: case IR_BI_EXIT_UPPER:
    c->dead = true;
    return;
  case IR_BI_ASSUME:
    if (in->nops > 1) need(c, smt_rel(z, SMT_NE, val(c, in->ops[1], CHC_U), smt_int(z, 0)));
    return;
  case IR_BI_LLVM_EXPECT:
    if (w && in->nops > 1) define(c, in->result, val(c, in->ops[1], rr));
    return;
  case IR_BI_LLVM_SMAX: case IR_BI_LLVM_SMIN: case IR_BI_LLVM_UMAX: case IR_BI_LLVM_UMIN: {
    if (!w || in->nops < 3) break;
    chc_read r = g->builtin == IR_BI_LLVM_SMAX || g->builtin == IR_BI_LLVM_SMIN ? CHC_S : CHC_U;
    smt_term a = val(c, in->ops[1], r), b = val(c, in->ops[2], r);
    bool max = g->builtin == IR_BI_LLVM_SMAX || g->builtin == IR_BI_LLVM_UMAX;
    smt_term x = smt_ite(z, smt_rel(z, max ? SMT_GE : SMT_LE, a, b), a, b);
    define(c, in->result, conv(z, x, w, r, rr));
    return;
  }
  case IR_BI_ABS: case IR_BI_LABS: case IR_BI_LLABS: case IR_BI_LLVM_ABS: {
    if (!w || in->nops < 2) break;
    smt_term a = val(c, in->ops[1], CHC_S);
    smt_term mn = smt_rel(z, SMT_EQ, a, lo_of(z, w, CHC_S));
    if (s->o->overflow && g->builtin != IR_BI_LLVM_ABS) {
      error_if(c, mn, "abs of the minimum");
      need(c, smt_not(z, mn));
    }
    smt_term x = smt_ite(z, smt_rel(z, SMT_LT, a, smt_int(z, 0)), smt_sub(z, smt_int(z, 0), a), a);
    define(c, in->result, conv(z, smt_ite(z, mn, a, x), w, CHC_S, rr));
    return;
  }
  default:
    if (g->builtin >= IR_BI_UNSUP_THREAD) {
      fail(s, "an unsupported library call (threads, setjmp, signals, varargs)");
      return;
    }
    break;
  }
  /* anything else (nondet, malloc, string functions, output, unknown
   * externals): a value of the result's type, no effect on the state */
  if (w) {
    smt_term r = any(c, w, rr);
    if (g->builtin == IR_BI_MALLOC || g->builtin == IR_BI_CALLOC || g->builtin == IR_BI_ALLOCA ||
        g->builtin == IR_BI_ALLOCA_BUILTIN)
      (void)r; /* may be null as far as this stage knows */
    define(c, in->result, r);
  }
}

static void block(chc_sys *s, chc_fn *fn, uint32_t b) {
  const ir_func *f = fn->f;
  cb c = {0};
  c.s = s;
  c.fn = fn;
  c.b = b;
  c.env = mt_calloc(f->nslots + 1, sizeof *c.env);
  uint32_t G = s->ngprom, P = fn->nparams, L = fn->nlive[b];
  c.a0 = MT_ANEWN(&s->arena, smt_term, P + 1);
  c.g0 = MT_ANEWN(&s->arena, smt_term, G + 1);
  c.g = MT_ANEWN(&s->arena, smt_term, G + 1);
  for (uint32_t i = 0; i < P; i++) c.a0[i] = fresh(&c);
  for (uint32_t i = 0; i < G; i++) c.g0[i] = fresh(&c);
  smt_term *lv = mt_malloc((L + 1) * sizeof *lv);
  for (uint32_t i = 0; i < L; i++) {
    lv[i] = fresh(&c);
    c.env[fn->live[b][i]] = lv[i];
  }
  for (uint32_t i = 0; i < G; i++) c.g[i] = fresh(&c);
  uint32_t n;
  smt_term *pargs = concat(s, &n, c.a0, P, c.g0, G, lv, L, c.g, G);
  mt_free(lv);
  chc_app self = {fn->blk[b], n, pargs};
  MT_VEC_PUSH(c.apps, self);
  walk(&c, b);
  mt_free(c.env);
  MT_VEC_FREE(c.vars);
  MT_VEC_FREE(c.cs);
  MT_VEC_FREE(c.apps);
}

/* block b's instructions from the state in c, to its terminator */
static void walk(cb *c, uint32_t b) {
  chc_sys *s = c->s;
  chc_fn *fn = c->fn;
  uint32_t G = s->ngprom, P = fn->nparams;
  const ir_module *m = s->m;
  const ir_func *f = fn->f;
  smt_ctx *z = s->smt;
  const ir_block *bl = &f->blocks[b];
  char what[96];
  c->b = b;
  for (uint32_t k = 0; k < bl->ninsts && !c->dead && !s->fail; k++) {
    const ir_inst *in = &f->insts[bl->first + k];
    unsigned w = in->result ? width_of(m, in->type) : 0;
    chc_read rr = in->result ? rd(s, in->result) : CHC_U;
    switch (in->op) {
    case IR_PHI: break; /* the block's entry state (a cut point) or set by jump() */
    case IR_ADD: case IR_SUB: case IR_MUL: case IR_SHL:
      if (w) arith(c, in);
      break;
    case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM:
      if (w) divrem(c, in);
      break;
    case IR_LSHR: case IR_ASHR:
      if (w) shr(c, in);
      break;
    case IR_AND: case IR_OR: case IR_XOR:
      if (w) bitop(c, in);
      break;
    case IR_ICMP:
      define(c, in->result, icmp(c, in));
      break;
    case IR_SELECT:
      if (w) define(c, in->result, smt_ite(z, is_one(z, val(c, in->ops[0], CHC_U)),
                                           val(c, in->ops[1], rr), val(c, in->ops[2], rr)));
      break;
    case IR_TRUNC: case IR_ZEXT: case IR_SEXT: case IR_PTRTOINT: case IR_INTTOPTR: case IR_BITCAST:
      cast(c, in);
      break;
    case IR_FREEZE:
      if (w) define(c, in->result, val(c, in->ops[0], rr));
      break;
    case IR_LOAD: {
      int32_t ci = w ? chc_cell_at(s, in->ops[0], w) : -1;
      if (ci >= 0) { /* cells are kept in their signed reading */
        const chc_cell *cl = &s->cells[ci];
        define(c, in->result, conv(z, cl->ro ? smt_int(z, cl->init) : c->g[ci], w, CHC_S, rr));
      } else if (w) {
        define(c, in->result, any(c, w, rr));
      }
      break;
    }
    case IR_STORE: {
      unsigned sw = width_of(m, in->type);
      int32_t ci = sw ? chc_cell_at(s, in->ops[1], sw) : -1;
      if (ci >= 0) {
        smt_term *g1 = MT_ANEWN(&s->arena, smt_term, G + 1);
        memcpy(g1, c->g, G * sizeof *g1);
        g1[ci] = val(c, in->ops[0], CHC_S);
        c->g = g1;
      }
      break;
    }
    case IR_ALLOCA:
      /* main's allocas that are cells: uninitialized memory, any value */
      for (uint32_t ci = 0; in->op == IR_ALLOCA && ci < G; ci++) {
        if (s->cells[ci].base != in->result) continue;
        smt_term *g1 = MT_ANEWN(&s->arena, smt_term, G + 1);
        memcpy(g1, c->g, G * sizeof *g1);
        g1[ci] = any(c, s->cells[ci].w, CHC_S);
        c->g = g1;
      }
      /* fall through */
    case IR_GEP:
      if (w) {
        smt_term r = any(c, w, CHC_U);
        if (in->op == IR_ALLOCA) need(c, smt_rel(z, SMT_GE, r, smt_int(z, 1)));
        define(c, in->result, conv(z, r, w, CHC_U, rr));
      }
      break;
    case IR_CALL:
      call(c, in);
      break;
    case IR_BR:
      snprintf(what, sizeof what, "edge %s:%u->%u", f->name, b, in->blocks[0]);
      jump(c, in->blocks[0], NULL, mt_arena_strdup(&s->arena, what));
      break;
    case IR_CONDBR: {
      smt_term cv = is_one(z, val(c, in->ops[0], CHC_U));
      snprintf(what, sizeof what, "edge %s:%u->%u", f->name, b, in->blocks[0]);
      jump(c, in->blocks[0], cv, mt_arena_strdup(&s->arena, what));
      snprintf(what, sizeof what, "edge %s:%u->%u", f->name, b, in->blocks[1]);
      jump(c, in->blocks[1], smt_not(z, cv), mt_arena_strdup(&s->arena, what));
      break;
    }
    case IR_SWITCH: {
      unsigned sw = width_of(m, ir_val_type(m, in->ops[0]));
      smt_term x = val(c, in->ops[0], CHC_U), none = smt_true(z);
      for (uint32_t i = 1; i < in->nblocks; i++) {
        uint64_t cv = sw >= 64 ? in->u.sw.cases[i - 1] : in->u.sw.cases[i - 1] & (((uint64_t)1 << sw) - 1);
        smt_term eq = smt_rel(z, SMT_EQ, x, smt_int_u64(z, cv));
        snprintf(what, sizeof what, "edge %s:%u->%u", f->name, b, in->blocks[i]);
        jump(c, in->blocks[i], eq, mt_arena_strdup(&s->arena, what));
        none = smt_and(z, none, smt_not(z, eq));
      }
      snprintf(what, sizeof what, "edge %s:%u->%u", f->name, b, in->blocks[0]);
      jump(c, in->blocks[0], none, mt_arena_strdup(&s->arena, what));
      break;
    }
    case IR_RET: {
      smt_term r = NULL;
      if (fn->has_ret) r = in->nops ? val(c, in->ops[0], CHC_S) : any(c, width_of(m, ir_type_get(m, f->type)->elem), CHC_S);
      uint32_t nn;
      smt_term *args = concat(s, &nn, c->a0, P, c->g0, G, r ? &r : NULL, r ? 1 : 0, c->g, G);
      snprintf(what, sizeof what, "return %s:%u", f->name, b);
      emit(c, NULL, fn->sum, nn, args, mt_arena_strdup(&s->arena, what));
      break;
    }
    case IR_UNREACHABLE:
      c->dead = true;
      break;
    case IR_UNSUPPORTED:
      fail(s, in->u.unsupported.reason ? in->u.unsupported.reason : "an unsupported instruction");
      break;
    default: /* floating point, aggregates: any value */
      if (w) define(c, in->result, any(c, w, rr));
      break;
    }
  }
}

/* main's entry from the initial globals, and the query; the other
 * functions are entered from their call sites (call_user) */
static void main_entry(chc_sys *s, chc_fn *fn) {
  smt_ctx *z = s->smt;
  const ir_module *m = s->m;
  cb c = {0};
  c.s = s;
  c.fn = fn;
  uint32_t G = s->ngprom, P = fn->nparams;
  c.a0 = MT_ANEWN(&s->arena, smt_term, P + 1);
  c.g0 = MT_ANEWN(&s->arena, smt_term, G + 1);
  for (uint32_t i = 0; i < P; i++) {
    ir_val pv = fn->f->params[fn->params[i]];
    c.a0[i] = any(&c, width_of(m, ir_val_type(m, pv)), rd(s, pv));
  }
  for (uint32_t i = 0; i < G; i++) { /* the initializers, in the signed reading */
    const chc_cell *cl = &s->cells[i];
    /* an alloca's: set where it is allocated */
    c.g0[i] = cl->global == UINT32_MAX ? any(&c, cl->w, CHC_S) : smt_int(z, cl->init);
  }
  /* the entry block's live values are parameters */
  uint32_t L = fn->nlive[0];
  smt_term *lv = entry_live(s, fn, c.a0);
  uint32_t n;
  smt_term *args = concat(s, &n, c.a0, P, c.g0, G, lv, L, c.g0, G);
  mt_free(lv);
  emit(&c, NULL, fn->blk[0], n, args, "entry");
  /* the query: main reaches no error */
  c.cs.len = 0;
  uint32_t ne;
  smt_term *eargs = concat(s, &ne, c.a0, P, c.g0, G, NULL, 0, NULL, 0);
  chc_app ea = {fn->err, ne, eargs};
  MT_VEC_PUSH(c.apps, ea);
  emit(&c, NULL, NULL, 0, NULL, "query");
  MT_VEC_FREE(c.vars);
  MT_VEC_FREE(c.cs);
  MT_VEC_FREE(c.apps);
}

static void reach(chc_sys *s, uint32_t fi) {
  const ir_module *m = s->m;
  if (s->fns[fi].used) return;
  s->fns[fi].used = true;
  const ir_func *f = &m->funcs.data[fi];
  for (uint32_t k = 0; k < f->ninsts; k++) {
    const ir_func *g = ir_call_target(m, &f->insts[k]);
    if (g && !g->is_decl) reach(s, (uint32_t)(g - m->funcs.data)); /* as call() encodes them */
  }
}

bool chc_encode(chc_sys *s) {
  const ir_module *m = s->m;
  const ir_func *mainf = ir_find_func(m, "main");
  mt_arena_init(&s->arena);
  if (!mainf || mainf->is_decl) {
    fail(s, "no main");
    return false;
  }
  s->read = mt_calloc(m->vals.len + 1, 1);
  s->fns = mt_calloc(m->funcs.len + 1, sizeof *s->fns);
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    s->fns[i].f = &m->funcs.data[i];
    s->fns[i].idx = i;
  }
  choose_readings(s);
  reach(s, (uint32_t)(mainf - m->funcs.data));
  chc_cells(s);
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    if (!s->fns[i].used) continue;
    liveness(s, &s->fns[i]);
    make_relations(s, &s->fns[i]);
  }
  main_entry(s, &s->fns[mainf - m->funcs.data]);
  for (uint32_t i = 0; i < m->funcs.len && !s->fail; i++) {
    chc_fn *fn = &s->fns[i];
    if (!fn->used) continue;
    for (uint32_t b = 0; b < fn->f->nblocks && !s->fail; b++)
      if (fn->cut[b]) block(s, fn, b);
  }
  if (!s->fail && smt_error(s->smt)) fail(s, "a Z3 error while encoding");
  return !s->fail;
}

void chc_sys_free(chc_sys *s) {
  if (s->fns)
    for (uint32_t i = 0; i < s->m->funcs.len; i++) {
      chc_fn *fn = &s->fns[i];
      if (fn->live)
        for (uint32_t b = 0; b < fn->f->nblocks; b++) mt_free(fn->live[b]);
      mt_free(fn->live);
      mt_free(fn->nlive);
      mt_free(fn->blk);
      mt_free(fn->cut);
      mt_free(fn->params);
    }
  mt_free(s->fns);
  mt_free(s->read);
  mt_free(s->cellof);
  mt_free(s->cells);
  MT_VEC_FREE(s->clauses);
  mt_arena_delete(&s->arena);
}
