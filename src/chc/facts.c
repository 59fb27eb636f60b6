/* facts.c -- the auxiliary invariants as facts for other engines
 * (chc.h: chc_opts.facts, ir.h: ir_fact).
 *
 * Houdini's invariants (houdini.c) hold in every state the clauses
 * derive, whatever the property: once every clause into a relation
 * re-checks under them (chc_recheck_aux), the interpretation of a cut
 * point's relation is an inductive invariant of the program there.  The
 * clauses over-approximate every run (memory that is not state is
 * havocked, nondet values are free), so it holds in every run.  The
 * symbolic execution graph takes such facts at its loop heads (seg.h:
 * seg_opts.hints), where its own merges would lose them.
 *
 * Exported are the linear conjuncts of an invariant whose arguments are
 * all integers of the function's frame: its parameters (SSA values, so
 * their entry values are their values now) and the values live at the
 * block's entry.  Conjuncts about the entry values of state cells, the
 * cells themselves or pointers are left out (a weaker fact). */
#include "chc_int.h"

#include <string.h>

typedef MT_VEC(ir_fact) factv;

/* the frame slot, width and reading of argument i of block b's relation
 * of fn, when it is an integer value of the frame */
static bool arg_slot(const chc_sys *s, const chc_fn *fn, uint32_t b, const ir_val *byslot, uint32_t i,
                     uint32_t *slot, uint8_t *bits, bool *uns) {
  const ir_module *m = s->m;
  uint32_t P = fn->nparams, G = s->ngprom, L = fn->nlive[b];
  ir_val v;
  if (i < P) {
    v = fn->f->params[fn->params[i]];
  } else if (i >= P + G && i < P + G + L) {
    uint32_t sl = fn->live[b][i - P - G];
    if (sl >= fn->f->nslots || !byslot[sl]) return false;
    v = byslot[sl];
  } else {
    return false; /* a state cell now or at the function's entry */
  }
  const ir_type *ty = ir_type_get(m, ir_val_type(m, v));
  if (ty->kind != IR_T_INT || ty->bits < 1 || ty->bits > 64) return false;
  *slot = ir_val_get(m, v)->u.local.slot;
  *bits = (uint8_t)ty->bits;
  *uns = s->read[v] == CHC_U;
  return true;
}

/* the facts of block b of fn: the linear conjuncts of its invariant */
static void block_facts(chc_sys *s, const chc_aux *aux, uint32_t fi, const chc_fn *fn, uint32_t b,
                        const ir_val *byslot, factv *out) {
  smt_ctx *z = s->smt;
  uint32_t n = fn->nparams + s->ngprom + fn->nlive[b] + s->ngprom;
  smt_term *formal = mt_malloc((n + 1) * sizeof *formal);
  for (uint32_t i = 0; i < n; i++) {
    char name[32];
    snprintf(name, sizeof name, "fact!%u", i);
    formal[i] = smt_var(z, name);
  }
  smt_term I = chc_aux_app_linear(s, aux, fn->blk[b], n, formal);
  if (I) I = smt_simplify(z, I); /* one flat conjunction */
  enum { CJ_MAX = 1024 };
  smt_term *cj = mt_malloc(CJ_MAX * sizeof *cj);
  uint32_t nc = I ? smt_conjuncts(z, I, cj, CJ_MAX) : 0;
  int64_t *kk = mt_malloc((n + 1) * sizeof *kk);
  for (uint32_t c = 0; c < nc && c < CJ_MAX; c++) {
    int64_t c0;
    smt_cmp op;
    if (!smt_linear_atom(z, cj[c], n, formal, kk, &c0, &op)) continue;
    ir_fact f;
    memset(&f, 0, sizeof f);
    f.func = fi;
    f.block = b;
    bool ok = true;
    for (uint32_t i = 0; i < n && ok; i++) {
      if (!kk[i]) continue;
      uint32_t sl;
      uint8_t bits;
      bool uns;
      if (f.n == IR_FACT_MAX || !arg_slot(s, fn, b, byslot, i, &sl, &bits, &uns)) {
        ok = false;
        break;
      }
      /* a parameter that is also live: one slot, the coefficients added */
      uint32_t j = 0;
      while (j < f.n && f.slot[j] != sl) j++;
      if (j == f.n) {
        f.slot[f.n] = sl;
        f.bits[f.n] = bits;
        f.uns[f.n] = uns;
        f.k[f.n++] = 0;
      }
      ok = !__builtin_add_overflow(f.k[j], kk[i], &f.k[j]);
    }
    if (!ok || !f.n) continue;
    /* Σ + c0 op 0 as Σ' + c <= 0 or == 0 */
    f.c = c0;
    switch (op) {
    case SMT_LE: break;
    case SMT_EQ: f.eq = true; break;
    case SMT_LT: ok = !__builtin_add_overflow(f.c, 1, &f.c); break; /* e < 0: e + 1 <= 0 */
    case SMT_GE: /* e >= 0: -e <= 0 */
    case SMT_GT: /* e > 0: -e + 1 <= 0 */
      for (uint32_t j = 0; j < f.n && ok; j++) {
        ok = f.k[j] != INT64_MIN;
        if (ok) f.k[j] = -f.k[j];
      }
      ok = ok && f.c != INT64_MIN;
      if (ok) f.c = -f.c;
      if (ok && op == SMT_GT) ok = !__builtin_add_overflow(f.c, 1, &f.c);
      break;
    default: ok = false; break; /* != is no convex fact */
    }
    bool any = false;
    for (uint32_t j = 0; j < f.n; j++) any |= f.k[j] != 0;
    if (ok && any) MT_VEC_PUSH(*out, f);
  }
  mt_free(kk);
  mt_free(cj);
  mt_free(formal);
}

void chc_export_facts(chc_sys *s, const chc_aux *aux, chc_result *out) {
  const ir_module *m = s->m;
  factv v = {0};
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    const chc_fn *fn = &s->fns[fi];
    if (!fn->used) continue;
    const ir_func *f = fn->f;
    ir_val *byslot = mt_calloc(f->nslots + 1, sizeof *byslot);
    for (uint32_t i = 0; i < f->nparams; i++) byslot[ir_val_get(m, f->params[i])->u.local.slot] = f->params[i];
    for (uint32_t k = 0; k < f->ninsts; k++)
      if (f->insts[k].result) byslot[ir_val_get(m, f->insts[k].result)->u.local.slot] = f->insts[k].result;
    for (uint32_t b = 0; b < f->nblocks; b++)
      if (fn->cut[b] && fn->blk[b]) block_facts(s, aux, fi, fn, b, byslot, &v);
    mt_free(byslot);
  }
  MT_ADD(s->run, chc_facts, v.len);
  MT_LOG(s->run, 1, "chc", "%u facts at cut points for other engines", v.len);
  out->facts = v.data;
  out->nfacts = v.len;
}
