/*
 * bmc.c -- the bounded model checker's unrolling: path states on one
 * incremental solver, instructions as bit-vector terms, calls inlined,
 * blocks entered at most `bound` times per call, verification conditions
 * for the properties, models turned into nondet lists, and the deepening
 * loop over the bound.
 */
#include "bmc_int.h"

#include <stdarg.h>
#include <string.h>

#define BMC_MAX_FRAMES 512
#define BMC_MAX_REJECTED 32
#define BMC_COPY_MAX 4096          /* memcpy/memset lengths modelled */
#define BMC_ALLOC_MAX ((uint64_t)1 << 28) /* the interpreter's limit of one allocation */
#define BMC_ARENA_MAX ((size_t)1 << 30)
#define BMC_LEAK_TERMS_MAX 200000 /* blocks x pointer stores in the memtrack condition */
#define PTR_BYTES_MSG "bytes of a stored pointer read as an integer (the encoding has offsets, not addresses)"

/* ---- helpers ------------------------------------------------------------------ */

void bmc_give_up(bmc_ctx *c, const char *fmt, ...) MT_FORMAT(2, 3);
void bmc_give_up(bmc_ctx *c, const char *fmt, ...) {
  MT_INC(c->run, bmc_gave_up);
  if (c->reason) return;
  va_list ap;
  va_start(ap, fmt);
  mt_buf b = {0};
  mt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  c->reason = b.data;
  MT_LOG(c->run, 1, "bmc", "gives up a path: %s", c->reason);
}

/* proof mode: the run is no proof; the first reason is kept and the
 * exploration stops (nothing it finds later can make it one) */
void bmc_not_proof(bmc_ctx *c, const char *fmt, ...) MT_FORMAT(2, 3);
void bmc_not_proof(bmc_ctx *c, const char *fmt, ...) {
  if (!c->o->prove || c->not_proof) return;
  va_list ap;
  va_start(ap, fmt);
  mt_buf b = {0};
  mt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  if (c->cur && c->cur->loc.line) mt_buf_printf(&b, " (line %u)", c->cur->loc.line);
  c->not_proof = b.data;
  c->stop = true;
  MT_INC(c->run, bmc_not_proof);
  MT_LOG(c->run, 1, "bmc", "bound %u: no proof: %s", c->bound, c->not_proof);
}


static unsigned width_of(bmc_ctx *c, ir_type_id t) {
  const ir_type *ty = ir_type_get(c->m, t);
  switch (ty->kind) {
  case IR_T_VOID: return 0;
  case IR_T_INT: return ty->bits;
  case IR_T_PTR: return c->P;
  case IR_T_FLOAT: return 32;
  case IR_T_DOUBLE: return 64;
  default: return ty->size ? (unsigned)(8 * ty->size) : 8;
  }
}

static bool is_ptr(bmc_ctx *c, ir_type_id t) { return ir_type_get(c->m, t)->kind == IR_T_PTR; }

/* a bit-vector of width w from v (truncated or zero-extended) */
smt_term bmc_resize(bmc_ctx *c, smt_term v, unsigned w) {
  unsigned vw = smt_bv_width(c->smt, v);
  if (!vw || vw == w) return v;
  return vw < w ? smt_bv_zext(c->smt, w, v) : smt_bv_extract(c->smt, w - 1, 0, v);
}

static smt_term is1(bmc_ctx *c, smt_term v) { return smt_bv_cmp(c->smt, SMT_BV_EQ, v, bv(c, 1, 1)); }
static smt_term bit(bmc_ctx *c, smt_term phi) { return smt_ite(c->smt, phi, bv(c, 1, 1), bv(c, 1, 0)); }
static smt_term base0(bmc_ctx *c, bval v) { return v.b ? v.b : bv(c, BMC_BW, 0); }


/* ---- states and the solver's scopes ---------------------------------------------- */

static bframe *top(bstate *s) { return &s->frames[s->nframes - 1]; }

static bstate *state_copy(bmc_ctx *c, const bstate *s) {
  bstate *n = MT_ANEW(&c->arena, bstate);
  *n = *s;
  n->frames = MT_ANEWN(&c->arena, bframe, s->capframes);
  for (uint32_t i = 0; i < s->nframes; i++) {
    const bframe *f = &s->frames[i];
    n->frames[i] = *f;
    n->frames[i].regs = mt_arena_memdup(&c->arena, f->regs, sizeof *f->regs * (f->fn->nslots ? f->fn->nslots : 1));
    n->frames[i].visits = mt_arena_memdup(&c->arena, f->visits, sizeof *f->visits * f->fn->nblocks);
  }
  n->blks = mt_arena_memdup(&c->arena, s->blks, sizeof *s->blks * s->capblks);
  n->pending = NULL;
  n->pending_target = 0;
  return n;
}

static smt_result solve(bmc_ctx *c) {
  double t0 = mt_now();
  MT_INC(c->run, bmc_queries);
  c->queries++;
  smt_result r = smt_check(c->smt);
  double dt = mt_now() - t0;
  c->solve_time += dt;
  MT_ADD(c->run, bmc_solve_us, dt * 1e6);
  return r;
}

/* drops the scopes of paths explored since s was saved */
static void sync_level(bmc_ctx *c, const bstate *s) {
  while (c->scopes > s->level) {
    smt_pop(c->smt);
    c->scopes--;
  }
}

/* "path ∧ bad" may be satisfiable (sat or unknown); an unknown because
 * the deadline passed, or the time it left the check ran out, stops the
 * run instead (the bound was not finished: no reason to report) */
bool bmc_may_hold(bmc_ctx *c, smt_term bad) {
  smt_push(c->smt);
  smt_assert(c->smt, bad);
  smt_result r = solve(c);
  smt_pop(c->smt);
  c->undecided = r == SMT_UNKNOWN;
  if (r == SMT_UNKNOWN && (mt_deadline_passed(c->run) || smt_deadline_unknown(c->smt))) {
    c->stop = true;
    return false;
  }
  return r != SMT_UNSAT;
}

/* proof mode: the obligations of the running path since the path
 * condition last changed, checked together by one query before it changes
 * again (path_add, a branch) or the path ends: each is checked under
 * exactly the path condition it was made on (checking it after the
 * condition it guards was assumed would be vacuous).  When the conjunction
 * may fail, the first obligation that may fail is the reason. */
static void flush_obligations(bmc_ctx *c) {
  if (!c->pend) return;
  const boblig *list = c->pend;
  smt_term all = c->pend_all;
  c->pend = NULL;
  c->pend_all = NULL;
  if (c->stop) return;
  MT_INC(c->run, bmc_obligations);
  if (!bmc_may_hold(c, smt_not(c->smt, all))) return;
  /* oldest first: the list is newest first */
  const boblig *order[64];
  uint32_t n = 0;
  for (const boblig *o = list; o && n < 64; o = o->next) order[n++] = o;
  const boblig *bad = list;
  for (uint32_t k = n; k-- > 0;)
    if (c->stop || bmc_may_hold(c, smt_not(c->smt, order[k]->ok))) {
      bad = order[k];
      break;
    }
  if (c->stop && !c->not_proof && (mt_deadline_passed(c->run) || smt_deadline_unknown(c->smt))) return;
  const ir_inst *cur = c->cur;
  c->cur = bad->at;
  const char *pre = c->undecided ? "the solver did not decide within its limit (--smt-timeout): " : "";
  if (bad->sub) bmc_not_proof(c, "%sa possible violation of %s", pre, bad->sub);
  else if (c->undecided) bmc_not_proof(c, "%s%s", pre, bad->what);
  else bmc_not_proof(c, "%s", bad->what);
  c->cur = cur;
}

/* proof mode: `ok` must hold on the path (what the unrolling assumes
 * next: the behaviour beyond is not modelled, or the property `sub`
 * demands it), else no proof */
static void obligation_of(bmc_ctx *c, smt_term ok, const char *what, const char *sub) {
  if (!c->o->prove || c->stop || smt_is_true(c->smt, ok)) return;
  boblig *o = MT_ANEW(&c->arena, boblig);
  o->next = c->pend;
  o->ok = ok;
  o->what = what;
  o->sub = sub;
  o->at = c->cur;
  c->pend = o;
  c->pend_all = c->pend_all ? and2(c, c->pend_all, ok) : ok;
}

void bmc_obligation(bmc_ctx *c, smt_term ok, const char *what) {
  obligation_of(c, ok, what, NULL);
}

/* adds phi to the running state's path condition */
void bmc_path_add(bmc_ctx *c, bstate *s, smt_term phi) {
  flush_obligations(c); /* under exactly the path they were made on */
  if (smt_is_true(c->smt, phi)) return;
  smt_push(c->smt);
  c->scopes++;
  smt_assert(c->smt, phi);
  s->level = c->scopes;
}

/* adds phi and checks that the path stays feasible (unknown counts as
 * feasible: exploring too much only costs time) */
bool bmc_path_assume(bmc_ctx *c, bstate *s, smt_term phi) {
  if (smt_is_true(c->smt, phi)) return true;
  if (smt_is_false(c->smt, phi)) return false;
  bmc_path_add(c, s, phi);
  return solve(c) != SMT_UNSAT;
}

/* ---- candidates ------------------------------------------------------------------ */

static void candidate(bmc_ctx *c, const bstate *s, const char *sub) {
  int64_t *vals = mt_malloc(sizeof *vals * (s->nnd ? s->nnd : 1));
  uint32_t i = s->nnd;
  for (const bnd *d = s->nd; d; d = d->next) {
    uint64_t v = 0;
    if (!smt_model_bv(c->smt, d->var, &v)) v = 0;
    if (d->w > 1 && d->w < 64 && (v >> (d->w - 1)) & 1) v |= ~((UINT64_C(1) << d->w) - 1);
    vals[--i] = (int64_t)v;
  }
  c->candidates++;
  MT_INC(c->run, bmc_candidates);
  MT_LOG(c->run, 1, "bmc", "bound %u: model for %s with %u nondet value(s); replaying", c->bound,
         sub, s->nnd);
  bool ok = c->confirm ? c->confirm(c->ud, vals, s->nnd, sub) : false;
  mt_free(vals);
  if (ok) {
    c->confirmed = c->stop = true;
    return;
  }
  c->rejected++;
  MT_INC(c->run, bmc_rejected);
  MT_LOG(c->run, 1, "bmc", "the replay did not confirm it");
  if (c->rejected >= BMC_MAX_REJECTED) {
    bmc_give_up(c, "%u models were not confirmed by replay", c->rejected);
    c->stop = true;
  }
}

/* the verification condition "path ∧ bad": a model is a candidate; in
 * proof mode, "¬bad" is an obligation */
void bmc_check_bad(bmc_ctx *c, bstate *s, smt_term bad, const char *sub) {
  if (c->stop || smt_is_false(c->smt, bad)) return;
  if (c->o->prove) {
    obligation_of(c, smt_not(c->smt, bad), NULL, sub);
    return;
  }
  smt_push(c->smt);
  smt_assert(c->smt, bad);
  smt_result r = solve(c);
  if (r == SMT_SAT) candidate(c, s, sub);
  smt_pop(c->smt);
}

/* ---- operands -------------------------------------------------------------------- */

static bool eval_pure(bmc_ctx *c, bstate *s, const bframe *fr, const ir_inst *in, bval *out);

static bool operand(bmc_ctx *c, bstate *s, const bframe *fr, ir_val v, bval *out) {
  const ir_value *iv = ir_val_get(c->m, v);
  unsigned w = width_of(c, iv->type);
  out->b = NULL;
  switch (iv->kind) {
  case IR_V_INT: out->v = bv(c, w ? w : 1, iv->u.i); return true;
  case IR_V_FLOAT: {
    uint64_t bits = 0;
    if (w == 32) {
      float f = (float)iv->u.f;
      uint32_t b32;
      memcpy(&b32, &f, 4);
      bits = b32;
    } else {
      memcpy(&bits, &iv->u.f, 8);
    }
    out->v = w <= 64 ? bv(c, w, bits) : bmc_fresh(c, w, "fp");
    return true;
  }
  case IR_V_UNDEF:
    if (c->o->prove) { /* any value, as the undef it is */
      out->v = bmc_fresh(c, w ? w : 8, "undef");
      if (is_ptr(c, iv->type)) out->b = bv(c, BMC_BW, BMC_UNINIT_BASE);
      return true;
    }
    /* fall through */
  case IR_V_NULL:
  case IR_V_ZERO:
    out->v = bv(c, w ? w : 8, 0);
    if (is_ptr(c, iv->type)) out->b = bv(c, BMC_BW, 0);
    return true;
  case IR_V_AGG: out->v = bmc_fresh(c, w ? w : 8, "agg"); return true;
  case IR_V_GLOBAL:
    out->v = bv(c, c->P, 0);
    out->b = bv(c, BMC_BW, 1 + iv->u.index);
    return true;
  case IR_V_FUNC:
    out->v = bv(c, c->P, 0);
    out->b = bv(c, BMC_BW, 1 + c->nglobals + iv->u.index);
    return true;
  case IR_V_CEXPR: return eval_pure(c, s, fr, iv->u.cexpr, out);
  case IR_V_ARG:
  case IR_V_INST:
    if (!fr || iv->u.local.slot >= fr->fn->nslots || !fr->regs[iv->u.local.slot].v) {
      bmc_give_up(c, "a value used before it is defined");
      return false;
    }
    *out = fr->regs[iv->u.local.slot];
    if (out->b && !c->raw_ok && ir_type_get(c->m, iv->type)->kind == IR_T_INT) {
      /* a byte loaded as an integer is used as a number: it must not be
       * a stored pointer's (its value here is the offset's byte) */
      smt_term zero = smt_bv_cmp(c->smt, SMT_BV_EQ, out->b, bv(c, BMC_BW, 0));
      smt_term uninit = smt_bv_cmp(c->smt, SMT_BV_EQ, out->b, bv(c, BMC_BW, BMC_UNINIT_BASE));
      bmc_obligation(c, or2(c, zero, uninit), PTR_BYTES_MSG);
      out->b = NULL;
    }
    return true;
  case IR_V_NONE: break;
  }
  bmc_give_up(c, "an operand of an unknown kind");
  return false;
}

static smt_bvcmp cmp_of(ir_icmp_pred p) {
  switch (p) {
  case IR_ICMP_EQ: return SMT_BV_EQ;
  case IR_ICMP_NE: return SMT_BV_NE;
  case IR_ICMP_UGT: return SMT_BV_UGT;
  case IR_ICMP_UGE: return SMT_BV_UGE;
  case IR_ICMP_ULT: return SMT_BV_ULT;
  case IR_ICMP_ULE: return SMT_BV_ULE;
  case IR_ICMP_SGT: return SMT_BV_SGT;
  case IR_ICMP_SGE: return SMT_BV_SGE;
  case IR_ICMP_SLT: return SMT_BV_SLT;
  case IR_ICMP_SLE: return SMT_BV_SLE;
  }
  return SMT_BV_EQ;
}

static smt_bvop bvop_of(ir_op op) {
  switch (op) {
  case IR_ADD: return SMT_BV_ADD;
  case IR_SUB: return SMT_BV_SUB;
  case IR_MUL: return SMT_BV_MUL;
  case IR_UDIV: return SMT_BV_UDIV;
  case IR_SDIV: return SMT_BV_SDIV;
  case IR_UREM: return SMT_BV_UREM;
  case IR_SREM: return SMT_BV_SREM;
  case IR_SHL: return SMT_BV_SHL;
  case IR_LSHR: return SMT_BV_LSHR;
  case IR_ASHR: return SMT_BV_ASHR;
  case IR_AND: return SMT_BV_AND;
  case IR_OR: return SMT_BV_OR;
  default: return SMT_BV_XOR;
  }
}

/* the aggregate image agg (8·size bits) with elem written at byte off */
static smt_term agg_insert(bmc_ctx *c, smt_term agg, uint64_t off, smt_term elem, uint64_t esize) {
  unsigned W = smt_bv_width(c->smt, agg);
  unsigned lo = (unsigned)(8 * off), ew = (unsigned)(8 * esize);
  if (!W || lo + ew > W || !ew) return agg;
  smt_term e = bmc_resize(c, elem, ew);
  smt_term r = e;
  if (lo) r = smt_bv_bin(c->smt, SMT_BV_CONCAT, r, smt_bv_extract(c->smt, lo - 1, 0, agg));
  if (lo + ew < W) r = smt_bv_bin(c->smt, SMT_BV_CONCAT, smt_bv_extract(c->smt, W - 1, lo + ew, agg), r);
  return r;
}

/* proof mode: p == q for pointers into different blocks.  The encoding
 * gives every block its own base, but the addresses may coincide when one
 * block is dead (malloc may return a freed block's address) or a pointer
 * is not inside its block (one past the end is another block's start):
 * then the outcome is any (a fresh bit).  Two pointers inside live blocks
 * are equal exactly when bases and offsets are. */
static bool ptr_eq_any(bmc_ctx *c, bstate *s, bval a, bval b, smt_term x, smt_term y, bool eq,
                       bval *out) {
  smt_term one = bv(c, c->P, 1), ba = base0(c, a), bb = base0(c, b);
  smt_term same = smt_bv_cmp(c->smt, SMT_BV_EQ, x, y);
  smt_term zero = bv(c, BMC_BW, 0);
  smt_term apart = and2(c, smt_bv_cmp(c->smt, SMT_BV_NE, ba, bb),
                        and2(c, smt_bv_cmp(c->smt, SMT_BV_NE, ba, zero),
                             smt_bv_cmp(c->smt, SMT_BV_NE, bb, zero)));
  smt_term inside = and2(c, bmc_valid_access(c, s, a, one, false), bmc_valid_access(c, s, b, one, false));
  smt_term any = and2(c, apart, smt_not(c->smt, inside));
  smt_term r = smt_is_false(c->smt, any) ? same : or2(c, same, and2(c, any, is1(c, bmc_fresh(c, 1, "alias"))));
  out->v = bit(c, eq ? r : smt_not(c->smt, r));
  return true;
}

/* instructions without side effects and without checks */
static bool eval_pure(bmc_ctx *c, bstate *s, const bframe *fr, const ir_inst *in, bval *out) {
  unsigned w = width_of(c, in->type);
  bval a = {NULL, NULL}, b = {NULL, NULL}, d = {NULL, NULL};
  out->b = NULL;
  switch (in->op) {
  case IR_ADD: case IR_SUB: case IR_MUL: case IR_UDIV: case IR_SDIV: case IR_UREM:
  case IR_SREM: case IR_SHL: case IR_LSHR: case IR_ASHR: case IR_AND: case IR_OR: case IR_XOR:
    if (!operand(c, s, fr, in->ops[0], &a) || !operand(c, s, fr, in->ops[1], &b)) return false;
    out->v = smt_bv_bin(c->smt, bvop_of(in->op), a.v, b.v);
    /* provenance through integer arithmetic, as in the interpreter */
    if (in->op == IR_ADD) out->b = a.b && !b.b ? a.b : !a.b ? b.b : NULL;
    if (in->op == IR_SUB) out->b = b.b ? NULL : a.b;
    return true;
  case IR_ICMP: {
    if (!operand(c, s, fr, in->ops[0], &a) || !operand(c, s, fr, in->ops[1], &b)) return false;
    smt_term x = a.v, y = b.v;
    if (is_ptr(c, ir_val_type(c->m, in->ops[0]))) {
      x = bmc_addr(c, a);
      y = bmc_addr(c, b);
      /* the order of two blocks is the layout's, which the encoding fixes */
      if (c->o->prove && in->pred != IR_ICMP_EQ && in->pred != IR_ICMP_NE)
        bmc_obligation(c, smt_bv_cmp(c->smt, SMT_BV_EQ, base0(c, a), base0(c, b)),
                   "an ordered comparison of pointers that may point into different blocks");
      else if (c->o->prove)
        return ptr_eq_any(c, s, a, b, x, y, in->pred == IR_ICMP_EQ, out);
    }
    out->v = bit(c, smt_bv_cmp(c->smt, cmp_of((ir_icmp_pred)in->pred), x, y));
    return true;
  }
  case IR_SELECT: {
    if (!operand(c, s, fr, in->ops[0], &d)) return false;
    c->raw_ok = true;
    bool got = operand(c, s, fr, in->ops[1], &a) && operand(c, s, fr, in->ops[2], &b);
    c->raw_ok = false;
    if (!got) return false;
    out->v = smt_ite(c->smt, is1(c, d.v), a.v, b.v);
    if (a.b || b.b) out->b = smt_ite(c->smt, is1(c, d.v), base0(c, a), base0(c, b));
    return true;
  }
  case IR_TRUNC:
  case IR_ZEXT:
  case IR_SEXT:
  case IR_PTRTOINT:
  case IR_INTTOPTR:
  case IR_BITCAST:
  case IR_FREEZE:
    if (!operand(c, s, fr, in->ops[0], &a)) return false;
    if (in->op == IR_SEXT) out->v = smt_bv_sext(c->smt, w, a.v);
    else out->v = bmc_resize(c, a.v, w);
    if (in->op == IR_PTRTOINT || in->op == IR_INTTOPTR || in->op == IR_BITCAST || in->op == IR_FREEZE)
      out->b = a.b;
    if (in->op == IR_INTTOPTR && !out->b) out->b = bv(c, BMC_BW, 0);
    if (in->op == IR_PTRTOINT && c->o->prove && a.b) {
      /* the integer is the offset in the block: an address only in the encoding */
      uint64_t b0 = 1;
      if (!smt_bv_const(c->smt, a.b, &b0) || b0 != 0) bmc_not_proof(c, "a pointer converted to an integer");
    }
    return true;
  case IR_GEP: {
    if (!operand(c, s, fr, in->ops[0], &a)) return false;
    /* the offset added, exactly as exec.c computes it: when index x size
     * or the sum does not fit in P bits as a signed number, the pointer
     * points into no object (exec flips its top address bit; here its
     * offset becomes 2^(P-1), beyond every block: blocks are at most
     * BMC_ALLOC_MAX bytes), else a[LONG_MIN] of a long[4] would wrap to
     * a[0].  Only where the index widths allow it; the base stays as it
     * is (a constant base keeps accesses cheap). */
    smt_term add = bv(c, c->P, (uint64_t)in->u.gep.offset), ok = NULL;
    __int128 lim = (__int128)1 << (c->P - 1), reach = in->u.gep.offset;
    if (reach < 0) reach = -reach;
    for (uint32_t i = 1; i < in->nops; i++) {
      if (!operand(c, s, fr, in->ops[i], &b)) return false;
      unsigned iw = smt_bv_width(c->smt, b.v);
      smt_term idx = iw < c->P ? smt_bv_sext(c->smt, c->P, b.v) : bmc_resize(c, b.v, c->P);
      __int128 sc = in->u.gep.scales[i - 1] < 0 ? -(__int128)in->u.gep.scales[i - 1]
                                                : (__int128)in->u.gep.scales[i - 1];
      if (iw == 0 || iw > c->P || sc >= lim || reach >= lim) reach = lim;
      else reach += ((__int128)1 << (iw - 1)) * sc;
      smt_term scale = bv(c, c->P, (uint64_t)in->u.gep.scales[i - 1]);
      smt_term t = smt_bv_bin(c->smt, SMT_BV_MUL, idx, scale);
      if (reach >= lim) {
        smt_term fits = smt_bv_nsw(c->smt, SMT_BV_MUL, idx, scale);
        if (iw > c->P)
          fits = and2(c, fits, smt_bv_cmp(c->smt, SMT_BV_EQ, smt_bv_sext(c->smt, iw, idx), b.v));
        fits = and2(c, fits, smt_bv_nsw(c->smt, SMT_BV_ADD, add, t));
        ok = ok ? and2(c, ok, fits) : fits;
      }
      add = smt_bv_bin(c->smt, SMT_BV_ADD, add, t);
    }
    out->v = smt_bv_bin(c->smt, SMT_BV_ADD, a.v, add);
    out->b = base0(c, a);
    if (ok && !smt_is_true(c->smt, ok)) {
      out->v = smt_ite(c->smt, ok, out->v, bv(c, c->P, (uint64_t)1 << (c->P - 1)));
      MT_INC(c->run, bmc_wild_geps);
    }
    return true;
  }
  case IR_EXTRACTVALUE: {
    if (!operand(c, s, fr, in->ops[0], &a)) return false;
    unsigned W = smt_bv_width(c->smt, a.v), lo = (unsigned)(8 * in->u.agg.offset);
    if (!w || lo + w > W) {
      out->v = bmc_fresh(c, w ? w : 8, "ext");
      return true;
    }
    out->v = smt_bv_extract(c->smt, lo + w - 1, lo, a.v);
    if (is_ptr(c, in->type)) out->b = bmc_fresh(c, BMC_BW, "extbase");
    return true;
  }
  case IR_INSERTVALUE: {
    if (!operand(c, s, fr, in->ops[0], &a) || !operand(c, s, fr, in->ops[1], &b)) return false;
    uint64_t es = ir_type_get(c->m, ir_val_type(c->m, in->ops[1]))->store;
    out->v = agg_insert(c, a.v, in->u.agg.offset, b.v, es);
    return true;
  }
  case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FDIV: case IR_FREM: case IR_FNEG:
  case IR_FPTRUNC: case IR_FPEXT: case IR_FPTOSI: case IR_FPTOUI: case IR_SITOFP: case IR_UITOFP:
  case IR_FCMP:
    /* floating point: an unconstrained value (a wrong model fails replay) */
    out->v = bmc_fresh(c, w ? w : 1, "fp");
    return true;
  default:
    bmc_give_up(c, "the instruction %s", ir_op_name(in->op));
    return false;
  }
}

/* ---- control flow ---------------------------------------------------------------- */

static bool enter_block(bmc_ctx *c, bstate *s, uint32_t target) {
  bframe *fr = top(s);
  const ir_func *fn = fr->fn;
  if (target >= fn->nblocks) return false;
  if (++fr->visits[target] > c->bound) {
    c->cut = true;
    return false;
  }
  const ir_block *bl = &fn->blocks[target];
  uint32_t i = bl->first, end = bl->first + bl->ninsts;
  uint32_t nphi = 0;
  while (i + nphi < end && fn->insts[i + nphi].op == IR_PHI) nphi++;
  if (nphi) {
    bval *vals = MT_ANEWN(&c->arena, bval, nphi);
    for (uint32_t k = 0; k < nphi; k++) {
      const ir_inst *ph = &fn->insts[i + k];
      uint32_t j = 0;
      while (j < ph->nblocks && ph->blocks[j] != fr->blk) j++;
      c->raw_ok = true;
      bool got = j < ph->nblocks && operand(c, s, fr, ph->ops[j], &vals[k]);
      c->raw_ok = false;
      if (!got) {
        bmc_give_up(c, "a phi without a value for its predecessor");
        return false;
      }
    }
    for (uint32_t k = 0; k < nphi; k++)
      fr->regs[ir_val_get(c->m, fn->insts[i + k].result)->u.local.slot] = vals[k];
  }
  fr->prev = fr->blk;
  fr->blk = target;
  fr->pc = i + nphi;
  return true;
}

/* n-way branch: the first feasible target continues in s, the others are
 * saved copies resumed later (depth first) */
static bool branch(bmc_ctx *c, bstate *s, uint32_t n, const smt_term *conds, const uint32_t *targets) {
  flush_obligations(c); /* the siblings share the path so far */
  int first = -1;
  for (uint32_t i = 0; i < n; i++)
    if (!smt_is_false(c->smt, conds[i])) {
      first = (int)i;
      break;
    }
  if (first < 0) return false;
  for (uint32_t i = n; i-- > (uint32_t)first + 1;) {
    if (smt_is_false(c->smt, conds[i])) continue;
    bstate *sib = state_copy(c, s);
    /* entered when resumed, once the condition is known feasible: an
     * infeasible branch does not count as cut by the bound */
    sib->pending = conds[i];
    sib->pending_target = targets[i];
    MT_VEC_PUSH(c->work, sib);
  }
  if (!bmc_path_assume(c, s, conds[first])) return false;
  return enter_block(c, s, targets[first]);
}

/* ---- program end: leaks ------------------------------------------------------------ */

static void end_checks(bmc_ctx *c, bstate *s, bool main_returned) {
  if (c->o->prove && c->o->memsafety) {
    /* valid-memtrack in proof mode: no heap block may be live at the end
     * (reachable ones are no leak, but reachability is not modelled) */
    smt_term live = smt_false(c->smt);
    for (uint32_t i = 1; i < s->nblks; i++)
      if (s->blks[i].kind == BK_HEAP) live = or2(c, live, s->blks[i].live);
    bmc_obligation(c, smt_not(c->smt, live), "heap memory may still be allocated at the end of the "
                                         "program (proofs by unrolling ask for none)");
    return;
  }
  if (c->o->memcleanup) {
    smt_term bad = smt_false(c->smt);
    for (uint32_t i = 1; i < s->nblks; i++)
      if (s->blks[i].kind == BK_HEAP) bad = or2(c, bad, s->blks[i].live);
    bmc_check_bad(c, s, bad, "valid-memcleanup");
  }
  uint64_t nptrs = 0;
  for (const bptrst *p = s->ptrs; p; p = p->next) nptrs++;
  if (c->o->memsafety && main_returned && nptrs * s->nblks > BMC_LEAK_TERMS_MAX) {
    bmc_give_up(c, "the leak check at the end of a path with %llu pointer stores",
            (unsigned long long)nptrs);
  } else if (c->o->memsafety && main_returned) {
    /* a live heap block to which no pointer was stored into a global or a
     * live heap block (a sound first version: replay decides) */
    smt_term bad = smt_false(c->smt);
    for (uint32_t i = 1; i < s->nblks; i++) {
      if (s->blks[i].kind != BK_HEAP || smt_is_false(c->smt, s->blks[i].live)) continue;
      smt_term reach = smt_false(c->smt);
      for (const bptrst *p = s->ptrs; p; p = p->next) {
        smt_term into = or2(c, bmc_blk_is(c, s, p->tb, BK_GLOBAL),
                            and2(c, bmc_blk_is(c, s, p->tb, BK_HEAP), bmc_blk_live(c, s, p->tb)));
        reach = or2(c, reach, and2(c, smt_bv_cmp(c->smt, SMT_BV_EQ, p->vb, bv(c, BMC_BW, i)), into));
      }
      bad = or2(c, bad, and2(c, s->blks[i].live, smt_not(c->smt, reach)));
    }
    bmc_check_bad(c, s, bad, "valid-memtrack");
  }
}

/* ---- calls --------------------------------------------------------------------------- */

static bool push_frame(bmc_ctx *c, bstate *s, const ir_func *fn, const bval *args, uint32_t nargs,
                       uint32_t ret_slot) {
  uint32_t same = 0;
  for (uint32_t i = 0; i < s->nframes; i++) same += s->frames[i].fn == fn;
  if (same >= c->bound) {
    c->cut = true;
    return false;
  }
  if (s->nframes >= BMC_MAX_FRAMES) {
    bmc_give_up(c, "call depth above %u", BMC_MAX_FRAMES);
    return false;
  }
  if (s->nframes == s->capframes) {
    uint32_t cap = s->capframes ? 2 * s->capframes : 8;
    bframe *nf = MT_ANEWN(&c->arena, bframe, cap);
    if (s->nframes) memcpy(nf, s->frames, sizeof *nf * s->nframes);
    s->frames = nf;
    s->capframes = cap;
  }
  bframe *fr = &s->frames[s->nframes++];
  memset(fr, 0, sizeof *fr);
  fr->fn = fn;
  fr->regs = MT_ANEWN(&c->arena, bval, fn->nslots ? fn->nslots : 1);
  fr->visits = MT_ANEWN(&c->arena, uint16_t, fn->nblocks ? fn->nblocks : 1);
  fr->ret_slot = ret_slot;
  fr->blk = 0;
  for (uint32_t i = 0; i < fn->nparams && i < nargs; i++) {
    uint32_t slot = ir_val_get(c->m, fn->params[i])->u.local.slot;
    bval a = args[i];
    if (fn->byval && fn->byval[i] != IR_NONE) {
      /* the callee's own copy of the argument */
      uint64_t size = ir_type_get(c->m, fn->byval[i])->size;
      if (size > BMC_COPY_MAX) {
        bmc_give_up(c, "a byval argument of %llu bytes", (unsigned long long)size);
        return false;
      }
      uint32_t id = bmc_blk_new(c, s, BK_STACK, bv(c, c->P, size));
      bval dst = {bv(c, c->P, 0), bv(c, BMC_BW, id)};
      if (size) bmc_store(c, s, dst, (uint32_t)size, bmc_load(c, s, a, (uint32_t)size));
      bstack *st = MT_ANEW(&c->arena, bstack);
      st->id = id;
      st->next = fr->allocas;
      fr->allocas = st;
      a = dst;
    }
    fr->regs[slot] = a;
  }
  if (fn->nblocks == 0) return false;
  fr->visits[0] = 1;
  fr->pc = fn->blocks[0].first;
  return true;
}

static uint32_t slot_of(bmc_ctx *c, ir_val v) {
  return v == IR_NONE ? UINT32_MAX : ir_val_get(c->m, v)->u.local.slot;
}

static void set_result(bmc_ctx *c, bframe *fr, const ir_inst *in, bval v) {
  if (in->result != IR_NONE) fr->regs[slot_of(c, in->result)] = v;
}

/* the access check: a candidate under memsafety, then assumed (the
 * interpreter stops at an invalid access under every property) */
bool bmc_check_access(bmc_ctx *c, bstate *s, bval p, smt_term n, bool write) {
  return bmc_check_valid(c, s, bmc_valid_access(c, s, p, n, write));
}

bool bmc_check_valid(bmc_ctx *c, bstate *s, smt_term ok) {
  if (c->o->memsafety) bmc_check_bad(c, s, smt_not(c->smt, ok), "valid-deref");
  else bmc_obligation(c, ok, "a possibly invalid memory access");
  if (c->stop || smt_is_false(c->smt, ok)) return false;
  /* an infeasible path shows at its next check; proof mode does not
   * assume it: `ok` is an obligation checked under the path it was made
   * on, and the obligations after it hold on a weaker path (sound, and
   * they can be checked together) */
  if (!c->o->prove) bmc_path_add(c, s, ok);
  return true;
}

typedef enum step { STEP_NEXT, STEP_DONE, STEP_JUMPED } step;

static bval nondet_value(bmc_ctx *c, bstate *s, ir_type_id t, const char *name) {
  const ir_type *ty = ir_type_get(c->m, t);
  unsigned w = ty->kind == IR_T_INT ? ty->bits : 64;
  bnd *d = MT_ANEW(&c->arena, bnd);
  d->var = bmc_fresh(c, w, name);
  d->w = w;
  d->next = s->nd;
  s->nd = d;
  s->nnd++;
  MT_INC(c->run, bmc_nondets);
  bval r = {NULL, NULL};
  if (ty->kind == IR_T_INT) r.v = d->var;
  else if (ty->kind == IR_T_PTR) {
    /* the interpreter makes pointer values from numbers: only 0 (null) is
     * modelled, by pinning the input */
    r.v = bv(c, c->P, 0);
    r.b = bv(c, BMC_BW, 0);
    d->var = bv(c, w, 0);
    bmc_not_proof(c, "a nondet pointer value (only null is modelled)");
  } else {
    r.v = bmc_fresh(c, width_of(c, t), "nondet_other");
  }
  return r;
}

/* --malloc-may-fail: the allocation's nondet choice (drawn where the
 * interpreter draws it), as "it fails"; NULL without the option */
smt_term bmc_alloc_fails(bmc_ctx *c, bstate *s) {
  if (!c->o->malloc_fail) return NULL;
  bval d = nondet_value(c, s, c->m->ty_i1, "malloc_fails");
  return smt_bv_cmp(c->smt, SMT_BV_NE, d.v, bv(c, 1, 0));
}

static step do_memcpy_set(bmc_ctx *c, bstate *s, const ir_inst *in, ir_builtin bi, const bval *a,
                          uint32_t n, bval *ret) {
  bool set = bi == IR_BI_MEMSET || bi == IR_BI_LLVM_MEMSET;
  if (n < 3) {
    bmc_give_up(c, "%s with %u arguments", ir_builtin_name(bi), n);
    return STEP_DONE;
  }
  smt_term len = bmc_resize(c, a[2].v, c->P);
  uint64_t k;
  if (!smt_bv_const(c->smt, len, &k)) /* byte by byte, up to the largest length the path allows */
    return bmc_lib_call(c, s, bi, a, n, 0, ret) ? STEP_NEXT : STEP_DONE;
  if (k > BMC_COPY_MAX) {
    bmc_give_up(c, "%s of a length above %u", ir_builtin_name(bi), BMC_COPY_MAX);
    return STEP_DONE;
  }
  *ret = a[0];
  if (k == 0) return STEP_NEXT;
  if (!bmc_check_access(c, s, a[0], len, true)) return STEP_DONE;
  if (set) {
    smt_term byte = bmc_resize(c, a[1].v, 8), v = byte;
    for (uint64_t i = 1; i < k; i++) v = smt_bv_bin(c->smt, SMT_BV_CONCAT, byte, v);
    bval val = {v, NULL};
    bmc_store(c, s, a[0], (uint32_t)k, val);
    return STEP_NEXT;
  }
  if (!bmc_check_access(c, s, a[1], len, false)) return STEP_DONE;
  /* in pointer-sized chunks, so that copied pointers keep their bases */
  uint32_t ps = c->m->ptr_size, nch = (uint32_t)((k + ps - 1) / ps);
  bval *chunks = MT_ANEWN(&c->arena, bval, nch);
  for (uint32_t i = 0; i < nch; i++) {
    uint32_t sz = (uint32_t)(k - (uint64_t)i * ps < ps ? k - (uint64_t)i * ps : ps);
    bval src = {smt_bv_bin(c->smt, SMT_BV_ADD, a[1].v, bv(c, c->P, (uint64_t)i * ps)), a[1].b};
    chunks[i] = bmc_load(c, s, src, sz);
  }
  for (uint32_t i = 0; i < nch; i++) {
    uint32_t sz = (uint32_t)(k - (uint64_t)i * ps < ps ? k - (uint64_t)i * ps : ps);
    bval dst = {smt_bv_bin(c->smt, SMT_BV_ADD, a[0].v, bv(c, c->P, (uint64_t)i * ps)), a[0].b};
    bmc_store(c, s, dst, sz, chunks[i]);
  }
  return STEP_NEXT;
}

static void add_alloca(bmc_ctx *c, bstate *s, uint32_t id) {
  bframe *fr = top(s);
  bstack *st = MT_ANEW(&c->arena, bstack);
  st->id = id;
  st->next = fr->allocas;
  fr->allocas = st;
}

/* an allocation of `size` (w bits) within the modelled limit: assumed,
 * and in proof mode an obligation first; false when infeasible */
bool bmc_alloc_fits(bmc_ctx *c, bstate *s, smt_term size, unsigned w) {
  smt_term fit = smt_bv_cmp(c->smt, SMT_BV_ULE, size, bv(c, w, BMC_ALLOC_MAX));
  bmc_obligation(c, fit, "an allocation that may be larger than the modelled limit");
  return bmc_path_assume(c, s, fit);
}

bval bmc_new_block(bmc_ctx *c, bstate *s, bblk_kind k, smt_term size, bool may_fail, uint32_t *id) {
  smt_term fails = may_fail ? bmc_alloc_fails(c, s) : NULL;
  *id = bmc_blk_new(c, s, k, size);
  MT_INC(c->run, bmc_allocs);
  bval r = {bv(c, c->P, 0), bv(c, BMC_BW, *id)};
  if (fails) { /* NULL, and the block was never allocated */
    s->blks[*id].live = smt_not(c->smt, fails);
    r.b = smt_ite(c->smt, fails, bv(c, BMC_BW, 0), r.b);
  }
  return r;
}

static step call_builtin(bmc_ctx *c, bstate *s, const ir_inst *in, const ir_func *callee,
                         const bval *a, uint32_t n) {
  ir_builtin bi = callee->builtin;
  bframe *fr = top(s);
  unsigned rw = width_of(c, in->type);
  bval ret = {NULL, NULL};
  switch (bi) {
  case IR_BI_NONDET:
  case IR_BI_RAND:
    if (rw) ret = nondet_value(c, s, in->type, bi == IR_BI_RAND ? "rand" : "nondet");
    break;
  case IR_BI_ASSUME:
    if (n < 1) break;
    if (!bmc_path_assume(c, s, smt_not(c->smt, smt_bv_cmp(c->smt, SMT_BV_EQ, a[0].v,
                                                     bv(c, smt_bv_width(c->smt, a[0].v), 0)))))
      return STEP_DONE;
    break;
  case IR_BI_REACH_ERROR:
  case IR_BI_VERIFIER_ERROR:
    if (c->o->reach_error) bmc_check_bad(c, s, smt_true(c->smt), "unreach-call");
    else if (c->o->prove) end_checks(c, s, false); /* the program ends here */
    return STEP_DONE;
  case IR_BI_UB_CHECK: /* a failed overflow check of C's (front/ubcheck.c) */
    if (c->o->overflow) bmc_check_bad(c, s, smt_true(c->smt), "no-overflow");
    else bmc_give_up(c, "a failed overflow check without the no-overflow property");
    return STEP_DONE;
  case IR_BI_ATOMIC_BEGIN:
  case IR_BI_ATOMIC_END:
  case IR_BI_LLVM_LIFETIME:
  case IR_BI_SRAND:
    break;
  case IR_BI_LLVM_STACKRESTORE:
    bmc_not_proof(c, "stackrestore (the end of a VLA's scope is not modelled)");
    break;
  case IR_BI_LLVM_STACKSAVE:
    ret.v = bv(c, c->P, 0);
    ret.b = bv(c, BMC_BW, 0);
    break;
  case IR_BI_ASSERT_FAIL:
  case IR_BI_ASSERT_RTN:
  case IR_BI_ABORT:
  case IR_BI_LLVM_TRAP:
  case IR_BI_EXIT:
  case IR_BI_EXIT_:
  case IR_BI_EXIT_UPPER:
    end_checks(c, s, false);
    return STEP_DONE;
  case IR_BI_MALLOC:
  case IR_BI_CALLOC:
  case IR_BI_ALLOCA:
  case IR_BI_ALLOCA_BUILTIN: {
    if (n < (bi == IR_BI_CALLOC ? 2u : 1u)) return STEP_DONE;
    smt_term size = bmc_resize(c, a[0].v, c->P);
    if (bi == IR_BI_CALLOC) {
      smt_term x = bmc_resize(c, a[0].v, 2 * c->P), y = bmc_resize(c, a[1].v, 2 * c->P);
      smt_term prod = smt_bv_bin(c->smt, SMT_BV_MUL, x, y);
      if (!bmc_alloc_fits(c, s, prod, 2 * c->P)) return STEP_DONE;
      size = bmc_resize(c, prod, c->P);
    } else if (!bmc_alloc_fits(c, s, size, c->P)) {
      return STEP_DONE;
    }
    bool stack = bi == IR_BI_ALLOCA || bi == IR_BI_ALLOCA_BUILTIN;
    uint32_t id;
    ret = bmc_new_block(c, s, stack ? BK_STACK : BK_HEAP, size, !stack, &id);
    s->blks[id].zeroed = bi == IR_BI_CALLOC;
    if (stack) add_alloca(c, s, id);
    break;
  }
  case IR_BI_REALLOC: {
    /* as the interpreter: null: malloc; size 0: free; else a new block
     * with the old contents, and the old one freed */
    if (n < 2) return STEP_DONE;
    if (c->o->malloc_fail) {
      bmc_give_up(c, "realloc under --malloc-may-fail (a failed realloc keeps the old block: not modelled)");
      return STEP_DONE;
    }
    bval p = a[0];
    smt_term b = base0(c, p), size = bmc_resize(c, a[1].v, c->P);
    uint64_t bb = 1, off = 1, osz = 0, nsz = 1;
    bool sym = false; /* the old size is no constant: moved byte by byte */
    bool null = smt_bv_const(c->smt, b, &bb) && bb == 0 && smt_bv_const(c->smt, p.v, &off) && off == 0;
    if (!null) {
      smt_term ok = and2(c, smt_bv_cmp(c->smt, SMT_BV_EQ, p.v, bv(c, c->P, 0)),
                         and2(c, bmc_blk_is(c, s, b, BK_HEAP), bmc_blk_live(c, s, b)));
      if (c->o->memsafety) bmc_check_bad(c, s, smt_not(c->smt, ok), "valid-free");
      else bmc_obligation(c, ok, "a possibly invalid realloc");
      if (c->stop || !bmc_path_assume(c, s, ok)) return STEP_DONE;
      if (!smt_bv_const(c->smt, b, &bb) || bb >= s->nblks) {
        bmc_give_up(c, "realloc of a block whose base is not a constant");
        return STEP_DONE;
      }
      sym = !smt_bv_const(c->smt, s->blks[bb].size, &osz);
      if (!sym && osz > BMC_COPY_MAX) {
        bmc_give_up(c, "realloc of a block larger than %u bytes", BMC_COPY_MAX);
        return STEP_DONE;
      }
      if (smt_bv_const(c->smt, size, &nsz) && nsz == 0) {
        bmc_blk_kill(c, s, b);
        ret.v = bv(c, c->P, 0);
        ret.b = bv(c, BMC_BW, 0);
        break;
      }
      /* a size only the path knows: realloc(p, 0) frees, not modelled */
      smt_term nonzero = smt_bv_cmp(c->smt, SMT_BV_NE, size, bv(c, c->P, 0));
      bmc_obligation(c, nonzero, "a realloc whose size may be 0 (not modelled)");
      if (!bmc_path_assume(c, s, nonzero)) return STEP_DONE;
    }
    if (!bmc_alloc_fits(c, s, size, c->P)) return STEP_DONE;
    uint32_t id;
    bval np = bmc_new_block(c, s, BK_HEAP, size, false, &id);
    if (!null && sym) {
      bval src = {bv(c, c->P, 0), b};
      if (!bmc_lib_copy(c, s, np, src, s->blks[bb].size)) return STEP_DONE;
    } else if (!null && osz) {
      /* the old contents in pointer-sized chunks (bytes beyond the new
       * size are never read: such reads fail the access check) */
      uint32_t ps = c->m->ptr_size;
      for (uint64_t i = 0; i < osz; i += ps) {
        uint32_t sz = (uint32_t)(osz - i < ps ? osz - i : ps);
        bval src = {bv(c, c->P, i), b}, dst = {bv(c, c->P, i), np.b};
        bmc_store(c, s, dst, sz, bmc_load(c, s, src, sz));
      }
    }
    if (!null) bmc_blk_kill(c, s, b);
    ret = np;
    break;
  }
  case IR_BI_FREE: {
    if (n < 1) break;
    bval p = a[0];
    smt_term b = base0(c, p);
    smt_term zero = smt_bv_cmp(c->smt, SMT_BV_EQ, p.v, bv(c, c->P, 0));
    smt_term null = and2(c, smt_bv_cmp(c->smt, SMT_BV_EQ, b, bv(c, BMC_BW, 0)), zero);
    smt_term ok = or2(c, null, and2(c, zero, and2(c, bmc_blk_is(c, s, b, BK_HEAP),
                                                  bmc_blk_live(c, s, b))));
    if (c->o->memsafety) bmc_check_bad(c, s, smt_not(c->smt, ok), "valid-free");
    else bmc_obligation(c, ok, "a possibly invalid free");
    if (c->stop || !bmc_path_assume(c, s, ok)) return STEP_DONE;
    bmc_blk_kill(c, s, b);
    break;
  }
  case IR_BI_MEMCPY:
  case IR_BI_MEMMOVE:
  case IR_BI_MEMSET:
  case IR_BI_LLVM_MEMCPY:
  case IR_BI_LLVM_MEMMOVE:
  case IR_BI_LLVM_MEMSET: {
    step st = do_memcpy_set(c, s, in, bi, a, n, &ret);
    if (st != STEP_NEXT) return st;
    if (!rw) ret.v = NULL;
    break;
  }
  case IR_BI_PRINTF:
  case IR_BI_PUTS:
  case IR_BI_FPRINTF:
    if (c->o->prove) {
      /* the format is a constant; any other pointer is read, unchecked */
      uint32_t first = bi == IR_BI_PRINTF ? 1 : bi == IR_BI_FPRINTF ? 2 : 0;
      for (uint32_t i = first; i < n; i++)
        if (is_ptr(c, ir_val_type(c->m, in->ops[i + 1])))
          bmc_not_proof(c, "%s with a pointer argument (its reads are not modelled)", callee->name);
    }
    /* fall through */
  case IR_BI_PUTCHAR:
  case IR_BI_LLVM_CTPOP:
  case IR_BI_LLVM_CTLZ:
  case IR_BI_LLVM_CTTZ:
  case IR_BI_LLVM_BSWAP:
  case IR_BI_LLVM_FSHL:
  case IR_BI_LLVM_FSHR:
  case IR_BI_LLVM_FABS:
    /* output and bit tricks: an unconstrained result */
    if (rw) ret.v = bmc_fresh(c, rw, "lib");
    break;
  case IR_BI_LLVM_EXPECT:
    if (n < 1) return STEP_DONE;
    ret = a[0];
    break;
  case IR_BI_ABS:
  case IR_BI_LABS:
  case IR_BI_LLABS:
  case IR_BI_LLVM_ABS: {
    if (n < 1) return STEP_DONE;
    smt_term x = a[0].v;
    unsigned w = smt_bv_width(c->smt, x);
    smt_term min = bv(c, w, UINT64_C(1) << (w - 1));
    uint64_t poison = 1;
    bool checks = bi != IR_BI_LLVM_ABS || (n >= 2 && smt_bv_const(c->smt, a[1].v, &poison) && poison);
    if (w > 1 && checks) {
      smt_term ovf = smt_bv_cmp(c->smt, SMT_BV_EQ, x, min);
      if (c->o->overflow) bmc_check_bad(c, s, ovf, "no-overflow");
      if (c->stop || !bmc_path_assume(c, s, smt_not(c->smt, ovf))) return STEP_DONE;
    }
    ret.v = smt_ite(c->smt, smt_bv_cmp(c->smt, SMT_BV_SLT, x, bv(c, w, 0)),
                    smt_bv_bin(c->smt, SMT_BV_SUB, bv(c, w, 0), x), x);
    ret.v = bmc_resize(c, ret.v, rw);
    break;
  }
  case IR_BI_LLVM_SMAX:
  case IR_BI_LLVM_SMIN:
  case IR_BI_LLVM_UMAX:
  case IR_BI_LLVM_UMIN: {
    if (n < 2) return STEP_DONE;
    smt_bvcmp op = bi == IR_BI_LLVM_SMAX ? SMT_BV_SGT : bi == IR_BI_LLVM_SMIN ? SMT_BV_SLT
                 : bi == IR_BI_LLVM_UMAX ? SMT_BV_UGT : SMT_BV_ULT;
    ret.v = smt_ite(c->smt, smt_bv_cmp(c->smt, op, a[0].v, a[1].v), a[0].v, a[1].v);
    break;
  }
  case IR_BI_LLVM_SADD_OV:
  case IR_BI_LLVM_UADD_OV:
  case IR_BI_LLVM_SSUB_OV:
  case IR_BI_LLVM_USUB_OV:
  case IR_BI_LLVM_SMUL_OV:
  case IR_BI_LLVM_UMUL_OV: {
    if (n < 2) return STEP_DONE;
    const ir_type *st = ir_type_get(c->m, in->type);
    if (st->kind != IR_T_STRUCT || st->nfields != 2) {
      bmc_give_up(c, "%s with an unexpected result type", callee->name);
      return STEP_DONE;
    }
    smt_term x = a[0].v, y = a[1].v;
    unsigned w = smt_bv_width(c->smt, x);
    smt_bvop op = bi == IR_BI_LLVM_SADD_OV || bi == IR_BI_LLVM_UADD_OV ? SMT_BV_ADD
                : bi == IR_BI_LLVM_SSUB_OV || bi == IR_BI_LLVM_USUB_OV ? SMT_BV_SUB : SMT_BV_MUL;
    smt_term r = smt_bv_bin(c->smt, op, x, y), ov;
    if (bi == IR_BI_LLVM_SADD_OV || bi == IR_BI_LLVM_SSUB_OV || bi == IR_BI_LLVM_SMUL_OV) {
      ov = smt_not(c->smt, smt_bv_nsw(c->smt, op, x, y));
    } else if (op == SMT_BV_SUB) {
      ov = smt_bv_cmp(c->smt, SMT_BV_UGT, y, x);
    } else {
      unsigned ww = op == SMT_BV_MUL ? 2 * w : w + 1;
      smt_term wide = smt_bv_bin(c->smt, op, smt_bv_zext(c->smt, ww, x), smt_bv_zext(c->smt, ww, y));
      ov = smt_bv_cmp(c->smt, SMT_BV_NE, smt_bv_zext(c->smt, ww, r), wide);
    }
    smt_term agg = bv(c, rw, 0);
    agg = agg_insert(c, agg, st->offsets[0], r, ir_type_get(c->m, st->fields[0])->store);
    agg = agg_insert(c, agg, st->offsets[1], bit(c, ov), 1);
    ret.v = agg;
    break;
  }
  default:
    if (!bmc_lib_models(bi)) {
      bmc_give_up(c, "a call of %s", callee->name);
      return STEP_DONE;
    }
    if (!bmc_lib_call(c, s, bi, a, n, rw, &ret)) return STEP_DONE;
    break;
  }
  if (rw && !ret.v) ret.v = bv(c, rw, 0);
  if (rw && is_ptr(c, in->type) && !ret.b) ret.b = bv(c, BMC_BW, 0);
  fr = top(s);
  if (rw) set_result(c, fr, in, ret);
  return STEP_NEXT;
}

static step do_call(bmc_ctx *c, bstate *s, const ir_inst *in) {
  bframe *fr = top(s);
  const ir_func *callee = ir_call_target(c->m, in);
  if (!callee) {
    bval f;
    uint64_t id, off;
    if (!operand(c, s, fr, in->ops[0], &f)) return STEP_DONE;
    if (!f.b || !smt_bv_const(c->smt, f.b, &id) || !smt_bv_const(c->smt, f.v, &off) || off ||
        id <= c->nglobals || id > c->nglobals + c->nfuncs) {
      bmc_give_up(c, "an indirect call through a pointer that is not one known function");
      return STEP_DONE;
    }
    callee = &c->m->funcs.data[id - 1 - c->nglobals];
  }
  uint32_t n = in->nops - 1;
  bval *args = MT_ANEWN(&c->arena, bval, n ? n : 1);
  for (uint32_t i = 0; i < n; i++)
    if (!operand(c, s, fr, in->ops[i + 1], &args[i])) return STEP_DONE;
  MT_INC(c->run, bmc_calls);
  bool modelled = callee->builtin != IR_BI_NONE;
  if (callee->builtin == IR_BI_REACH_ERROR && !c->o->reach_error) {
    if (callee->is_decl) {
      bmc_give_up(c, "reach_error() has no definition");
      return STEP_DONE;
    }
    modelled = false;
  }
  if (modelled) {
    if (!strncmp(ir_builtin_name(callee->builtin), "UNSUP_", 6)) {
      bmc_give_up(c, "a call of %s", callee->name);
      return STEP_DONE;
    }
    step st = call_builtin(c, s, in, callee, args, n);
    if (st == STEP_NEXT) top(s)->pc++;
    return st;
  }
  if (callee->is_decl) {
    bmc_give_up(c, "a call of the external function %s", callee->name);
    return STEP_DONE;
  }
  if (!push_frame(c, s, callee, args, n, slot_of(c, in->result))) return STEP_DONE;
  return STEP_JUMPED;
}

static step do_ret(bmc_ctx *c, bstate *s, const ir_inst *in) {
  bframe *fr = top(s);
  bval v = {NULL, NULL};
  if (in->nops && !operand(c, s, fr, in->ops[0], &v)) return STEP_DONE;
  for (const bstack *a = fr->allocas; a; a = a->next) s->blks[a->id].live = smt_false(c->smt);
  uint32_t slot = fr->ret_slot;
  s->nframes--;
  if (s->nframes == 0) {
    end_checks(c, s, true);
    return STEP_DONE;
  }
  bframe *caller = top(s);
  if (slot != UINT32_MAX && v.v) caller->regs[slot] = v;
  caller->pc++;
  return STEP_JUMPED;
}

/* one instruction of the top frame */
static step exec_inst(bmc_ctx *c, bstate *s) {
  bframe *fr = top(s);
  const ir_func *fn = fr->fn;
  if (fr->pc >= fn->ninsts) return STEP_DONE;
  const ir_inst *in = &fn->insts[fr->pc];
  c->cur = in;
  bval a = {NULL, NULL}, b = {NULL, NULL}, r = {NULL, NULL};
  switch (in->op) {
  case IR_ADD: case IR_SUB: case IR_MUL: {
    if (!(in->flags & IR_F_NSW) || !c->o->overflow) break;
    if (!operand(c, s, fr, in->ops[0], &a) || !operand(c, s, fr, in->ops[1], &b)) return STEP_DONE;
    smt_term ok = smt_bv_nsw(c->smt, bvop_of(in->op), a.v, b.v);
    bmc_check_bad(c, s, smt_not(c->smt, ok), "no-overflow");
    if (c->stop || !bmc_path_assume(c, s, ok)) return STEP_DONE;
    break;
  }
  case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM: {
    if (!operand(c, s, fr, in->ops[0], &a) || !operand(c, s, fr, in->ops[1], &b)) return STEP_DONE;
    unsigned w = smt_bv_width(c->smt, b.v);
    smt_term nz = smt_bv_cmp(c->smt, SMT_BV_NE, b.v, bv(c, w, 0));
    bmc_obligation(c, nz, "a possible division by zero");
    if (c->stop || !bmc_path_assume(c, s, nz)) return STEP_DONE;
    if ((in->op == IR_SDIV || in->op == IR_SREM) && w > 1) {
      smt_term ovf = and2(c, smt_bv_cmp(c->smt, SMT_BV_EQ, a.v, bv(c, w, UINT64_C(1) << (w - 1))),
                          smt_bv_cmp(c->smt, SMT_BV_EQ, b.v, bv(c, w, UINT64_MAX)));
      if (c->o->overflow) bmc_check_bad(c, s, ovf, "no-overflow");
      else bmc_obligation(c, smt_not(c->smt, ovf), "a possible INT_MIN / -1");
      if (c->stop || !bmc_path_assume(c, s, smt_not(c->smt, ovf))) return STEP_DONE;
    }
    break;
  }
  case IR_SHL: case IR_LSHR: case IR_ASHR: {
    if (!operand(c, s, fr, in->ops[1], &b)) return STEP_DONE;
    unsigned w = smt_bv_width(c->smt, b.v);
    smt_term inw = smt_bv_cmp(c->smt, SMT_BV_ULT, b.v, bv(c, w, w));
    bmc_obligation(c, inw, "a shift by the width or more");
    if (c->stop || !bmc_path_assume(c, s, inw)) return STEP_DONE;
    if (in->op == IR_SHL && (in->flags & IR_F_NSW) && c->o->overflow && c->o->prove) {
      /* shl nsw: the bits shifted out are copies of the sign (proof mode
       * only: the interpreter does not report it, no candidate would replay) */
      if (!operand(c, s, fr, in->ops[0], &a)) return STEP_DONE;
      smt_term back = smt_bv_bin(c->smt, SMT_BV_ASHR, smt_bv_bin(c->smt, SMT_BV_SHL, a.v, b.v), b.v);
      bmc_obligation(c, smt_bv_cmp(c->smt, SMT_BV_EQ, back, a.v), "a signed left shift that may overflow");
    }
    break;
  }
  case IR_PHI:
    fr->pc++;
    return STEP_NEXT;
  case IR_ALLOCA: {
    if (!operand(c, s, fr, in->ops[0], &a)) return STEP_DONE;
    uint64_t es = ir_type_get(c->m, in->u.alloca_.elem)->size;
    smt_term size = smt_bv_bin(c->smt, SMT_BV_MUL, bmc_resize(c, a.v, c->P), bv(c, c->P, es));
    /* a VLA: its length must be positive and its size within the limit
     * (the product is taken modulo 2^P) */
    smt_term cnt = bmc_resize(c, a.v, c->P);
    bmc_obligation(c, and2(c, smt_bv_cmp(c->smt, SMT_BV_NE, cnt, bv(c, c->P, 0)),
                       smt_bv_cmp(c->smt, SMT_BV_ULE, cnt, bv(c, c->P, BMC_ALLOC_MAX / (es ? es : 1)))),
               "a variable-length array whose length may be 0, negative or too large");
    uint32_t id = bmc_blk_new(c, s, BK_STACK, size);
    add_alloca(c, s, id);
    MT_INC(c->run, bmc_allocs);
    r.v = bv(c, c->P, 0);
    r.b = bv(c, BMC_BW, id);
    set_result(c, top(s), in, r);
    top(s)->pc++;
    return STEP_NEXT;
  }
  case IR_LOAD: {
    if (!operand(c, s, fr, in->ops[0], &a)) return STEP_DONE;
    uint64_t size = ir_type_get(c->m, in->type)->store;
    if (size == 0 || size > BMC_COPY_MAX) {
      bmc_give_up(c, "a load of %llu bytes", (unsigned long long)size);
      return STEP_DONE;
    }
    if (!bmc_check_access(c, s, a, bv(c, c->P, size), false)) return STEP_DONE;
    /* proof mode: a byte may be moved as an integer (a byte-wise swap or
     * copy of a pointer) -- it keeps its base, and a use as a number is
     * the obligation (operand); wider integers must hold no pointer's
     * bytes at once */
    bool raw = false;
    if (c->o->prove && !c->o->arrays && !is_ptr(c, in->type)) {
      smt_term clean = bmc_no_ptr_bytes(c, s, a, (uint32_t)size);
      raw = size == 1 && ir_type_get(c->m, in->type)->kind == IR_T_INT && !smt_is_true(c->smt, clean);
      if (!raw) bmc_obligation(c, clean, PTR_BYTES_MSG);
    } else if (c->o->prove && is_ptr(c, in->type)) {
      bmc_obligation(c, bmc_ptr_whole(c, s, a, (uint32_t)size),
                     "a pointer loaded from bytes of different pointers or of data (the encoding has offsets, not addresses)");
    }
    bval v = bmc_load(c, s, a, (uint32_t)size);
    unsigned w = width_of(c, in->type);
    r.v = bmc_resize(c, v.v, w);
    if (is_ptr(c, in->type) || raw) r.b = v.b;
    fr = top(s);
    set_result(c, fr, in, r);
    fr->pc++;
    return STEP_NEXT;
  }
  case IR_STORE: {
    c->raw_ok = true;
    bool got = operand(c, s, fr, in->ops[0], &a);
    c->raw_ok = false;
    if (!got || !operand(c, s, fr, in->ops[1], &b)) return STEP_DONE;
    uint64_t size = ir_type_get(c->m, in->type)->store;
    if (size == 0 || size > BMC_COPY_MAX) {
      bmc_give_up(c, "a store of %llu bytes", (unsigned long long)size);
      return STEP_DONE;
    }
    if (!bmc_check_access(c, s, b, bv(c, c->P, size), true)) return STEP_DONE;
    bmc_store(c, s, b, (uint32_t)size, a);
    top(s)->pc++;
    return STEP_NEXT;
  }
  case IR_BR:
    return enter_block(c, s, in->blocks[0]) ? STEP_JUMPED : STEP_DONE;
  case IR_CONDBR: {
    if (!operand(c, s, fr, in->ops[0], &a)) return STEP_DONE;
    smt_term t = is1(c, a.v);
    smt_term conds[2] = {t, smt_not(c->smt, t)};
    if (smt_is_true(c->smt, t)) conds[1] = smt_false(c->smt);
    if (smt_is_false(c->smt, t)) conds[1] = smt_true(c->smt);
    uint32_t targets[2] = {in->blocks[0], in->blocks[1]};
    return branch(c, s, 2, conds, targets) ? STEP_JUMPED : STEP_DONE;
  }
  case IR_SWITCH: {
    if (!operand(c, s, fr, in->ops[0], &a)) return STEP_DONE;
    uint32_t n = in->nblocks;
    smt_term *conds = MT_ANEWN(&c->arena, smt_term, n);
    uint32_t *targets = MT_ANEWN(&c->arena, uint32_t, n);
    unsigned w = smt_bv_width(c->smt, a.v);
    smt_term none = smt_true(c->smt);
    for (uint32_t i = 1; i < n; i++) {
      conds[i] = smt_bv_cmp(c->smt, SMT_BV_EQ, a.v, bv(c, w, in->u.sw.cases[i - 1]));
      targets[i] = in->blocks[i];
      none = and2(c, none, smt_not(c->smt, conds[i]));
    }
    conds[0] = smt_simplify(c->smt, none);
    targets[0] = in->blocks[0];
    return branch(c, s, n, conds, targets) ? STEP_JUMPED : STEP_DONE;
  }
  case IR_RET:
    return do_ret(c, s, in);
  case IR_CALL:
    return do_call(c, s, in);
  case IR_UNREACHABLE:
    /* the interpreter stops here (undefined behaviour) */
    bmc_obligation(c, smt_false(c->smt), "'unreachable' may be executed");
    return STEP_DONE;
  case IR_UNSUPPORTED:
    bmc_give_up(c, "%s", in->u.unsupported.reason ? in->u.unsupported.reason : "an unsupported construct");
    return STEP_DONE;
  default:
    break;
  }
  fr = top(s);
  if (!eval_pure(c, s, fr, in, &r)) return STEP_DONE;
  if (in->result != IR_NONE) {
    if (is_ptr(c, in->type) && !r.b) r.b = bv(c, BMC_BW, 0);
    set_result(c, fr, in, r);
  }
  fr->pc++;
  return STEP_NEXT;
}

/* runs one path (and saves the siblings of its branches) */
static void run_state(bmc_ctx *c, bstate *s) {
  for (;;) {
    if (c->stop) return;
    if ((++c->steps & 255) == 0) {
      if (mt_deadline_passed(c->run)) {
        c->stop = true;
        return;
      }
      if (c->arena.total > BMC_ARENA_MAX) {
        bmc_give_up(c, "the unrolling needs more than %zu MB", BMC_ARENA_MAX >> 20);
        c->stop = true;
        return;
      }
    }
    if (smt_error(c->smt)) {
      bmc_give_up(c, "Z3: %s", smt_error(c->smt));
      c->stop = true;
      return;
    }
    if (exec_inst(c, s) == STEP_DONE) {
      flush_obligations(c);
      return;
    }
  }
}

/* ---- the initial state ------------------------------------------------------------- */

/* some instruction of main has a parameter of main as an operand */
static bool main_uses_params(const ir_module *m, const ir_func *fn) {
  for (uint32_t i = 0; i < fn->ninsts; i++) {
    const ir_inst *in = &fn->insts[i];
    for (uint32_t k = 0; k < in->nops; k++)
      if (in->ops[k] != IR_NONE && ir_val_get(m, in->ops[k])->kind == IR_V_ARG) return true;
  }
  return false;
}

static bstate *initial_state(bmc_ctx *c, const ir_func *main_fn) {
  bstate *s = MT_ANEW(&c->arena, bstate);
  bmc_blk_new(c, s, BK_NULL, bv(c, c->P, 0));
  s->blks[0].live = smt_false(c->smt);
  for (uint32_t i = 0; i < c->nglobals; i++) {
    const ir_global *g = &c->m->globals.data[i];
    uint32_t id = bmc_blk_new(c, s, BK_GLOBAL, bv(c, c->P, g->size));
    s->blks[id].readonly = g->is_const;
  }
  for (uint32_t i = 0; i < c->nfuncs; i++) {
    uint32_t id = bmc_blk_new(c, s, BK_FUNC, bv(c, c->P, 0));
    s->blks[id].live = smt_false(c->smt);
  }
  if (c->o->arrays) {
    s->amem = c->init_mem;
    s->abase = c->init_base;
  }
  bval args[2];
  uint32_t nargs = 0;
  if (main_fn->nparams >= 2) {
    /* argc = 1, argv = {"memterm", NULL} as in the interpreter */
    unsigned ps = c->m->ptr_size;
    uint32_t str = bmc_blk_new(c, s, BK_STACK, bv(c, c->P, 8));
    uint32_t argv = bmc_blk_new(c, s, BK_STACK, bv(c, c->P, 2 * ps));
    const char *name = "memterm";
    uint64_t bytes = 0;
    for (int i = 0; i < 7; i++) bytes |= (uint64_t)(uint8_t)name[i] << (8 * i);
    bval sp = {bv(c, c->P, 0), bv(c, BMC_BW, str)};
    bval sv = {bv(c, 64, bytes), NULL};
    bmc_store(c, s, sp, 8, sv);
    bval ap = {bv(c, c->P, 0), bv(c, BMC_BW, argv)};
    bval av = {bv(c, c->P, 0), bv(c, BMC_BW, str)};
    bmc_store(c, s, ap, ps, av);
    args[0].v = bv(c, width_of(c, ir_val_type(c->m, main_fn->params[0])), 1);
    args[0].b = NULL;
    args[1] = ap;
    nargs = 2;
  }
  if (c->o->prove && main_uses_params(c->m, main_fn))
    bmc_not_proof(c, "main reads argc or argv (fixed to one run's values)");
  if (!push_frame(c, s, main_fn, args, nargs, UINT32_MAX)) return NULL;
  return s;
}

/* one bound: a fresh solver and arena, depth-first over the paths */
static void explore(bmc_ctx *c, const ir_func *main_fn) {
  mt_arena_init(&c->arena);
  c->smt = smt_new(c->run, c->o->smt_timeout_ms);
  c->scopes = 0;
  c->cut = false;
  c->paths = c->queries = 0;
  c->pend = NULL;
  c->pend_all = NULL;
  if (c->o->arrays) bmc_mem_init(c);
  bstate *s0 = initial_state(c, main_fn);
  if (s0) MT_VEC_PUSH(c->work, s0);
  while (c->work.len && !c->stop) {
    bstate *s = c->work.data[--c->work.len];
    sync_level(c, s);
    if (s->pending) {
      smt_term p = s->pending;
      s->pending = NULL;
      if (!bmc_path_assume(c, s, p)) continue;
      if (!enter_block(c, s, s->pending_target)) continue;
    }
    MT_INC(c->run, bmc_paths);
    c->paths++;
    run_state(c, s);
  }
  c->work.len = 0;
  c->pend = NULL; /* in the arena: a path stopped early leaves some */
  c->pend_all = NULL;
  smt_free(c->smt);
  c->smt = NULL;
  mt_arena_delete(&c->arena);
}

mt_status bmc_run(mt_run *run, const ir_module *m, const bmc_opts *o, bmc_confirm_fn confirm,
                  void *ud, bmc_result *res) {
  memset(res, 0, sizeof *res);
  const ir_func *main_fn = ir_find_func(m, "main");
  if (!main_fn || main_fn->is_decl) return MT_ERR_INPUT;
  bmc_ctx c;
  memset(&c, 0, sizeof c);
  c.run = run;
  c.m = m;
  c.o = o;
  c.P = 8 * m->ptr_size;
  c.nglobals = m->globals.len;
  c.nfuncs = m->funcs.len;
  c.confirm = confirm;
  c.ud = ud;
  uint32_t maxb = o->max_bound ? o->max_bound : 1;
  res->verdict = BMC_BOUNDED;
  if (o->prove && o->arrays) {
    res->not_proof = mt_strdup("proofs use the SEAM memory encoding, not arrays");
    return MT_OK;
  }
  for (uint32_t bound = o->min_bound ? o->min_bound : 1;; bound = bound * 2 > maxb ? maxb : bound * 2) {
    c.bound = bound;
    double t0 = mt_now();
    uint32_t cand0 = c.candidates;
    explore(&c, main_fn);
    bool timed_out = mt_deadline_passed(run);
    MT_LOG(run, 1, "bmc", "bound %u: %s in %.2f s (%u candidate(s), %.2f s solving so far)", bound,
           c.confirmed ? "confirmed a violation" : timed_out ? "stopped by the deadline"
           : c.cut ? "no confirmed violation, paths cut" : "no violation, every path ended",
           mt_now() - t0, c.candidates - cand0, c.solve_time);
    if (c.confirmed) {
      res->verdict = BMC_CONFIRMED;
      res->depth = bound;
      break;
    }
    if (c.stop || timed_out) break;
    res->depth = bound;
    if (!c.cut) { /* a deeper bound would explore the same paths */
      res->complete = true;
      if (!c.reason) res->verdict = BMC_NONE;
      res->proved = o->prove && !c.reason && !c.not_proof;
      if (res->proved) MT_INC(run, bmc_proofs);
      break;
    }
    if (bound >= maxb) break;
  }
  if (res->depth > MT_GET(run, bmc_depth)) run->stats.c[MT_STAT_bmc_depth] = res->depth;
  MT_VEC_FREE(c.work);
  res->candidates = c.candidates;
  res->rejected = c.rejected;
  res->reason = c.reason;
  res->not_proof = c.not_proof;
  res->paths = c.paths;
  res->queries = c.queries;
  res->solve_time = c.solve_time;
  return MT_OK;
}

void bmc_result_free(bmc_result *res) {
  mt_free(res->reason);
  res->reason = NULL;
  mt_free(res->not_proof);
  res->not_proof = NULL;
}
