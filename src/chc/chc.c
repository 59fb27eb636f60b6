/* chc.c -- solve the clauses of encode.c with Spacer and re-check the
 * solution clause by clause (chc.h). */
#include "chc_int.h"

#include "../cexpr/cexpr.h"

#include <string.h>

/* at most this long for the auxiliary invariants (at most half the share) */
#define CHC_AUX_SECONDS 10.0

/* the relations from which a query is derivable: backward from the
 * clauses with head false */
typedef struct cone {
  smt_pred *p;
  uint32_t n;
} cone;

static bool in_cone(const cone *k, smt_pred r) {
  for (uint32_t i = 0; i < k->n; i++)
    if (k->p[i] == r) return true;
  return false;
}

static void cone_build(const chc_sys *s, cone *k) {
  uint32_t cap = 0;
  for (uint32_t i = 0; i < s->clauses.len; i++) cap += s->clauses.data[i].napps;
  k->p = mt_malloc((cap + 1) * sizeof *k->p);
  k->n = 0;
  for (bool grew = true; grew;) {
    grew = false;
    for (uint32_t i = 0; i < s->clauses.len; i++) {
      const chc_clause *cl = &s->clauses.data[i];
      if (cl->head.rel && !in_cone(k, cl->head.rel)) continue;
      for (uint32_t j = 0; j < cl->napps; j++)
        if (!in_cone(k, cl->apps[j].rel)) {
          k->p[k->n++] = cl->apps[j].rel;
          grew = true;
        }
    }
  }
}

/* Spacer's interpretation of an application; a relation the model leaves
 * out is empty when the query depends on it (Spacer drops what it proved
 * unreachable) and unconstrained otherwise (sliced away): false resp.
 * true -- a guess the re-check confirms or refutes like every other part */
static smt_term spacer_interp(smt_horn *h, const cone *k, smt_ctx *z, const chc_app *a) {
  smt_term t = smt_horn_interp(h, a->rel, a->n, a->args);
  if (t || smt_horn_reason(h)[0]) return t;
  return in_cone(k, a->rel) ? smt_false(z) : smt_true(z);
}

/* the interpretation re-checked: the auxiliary invariant, and Spacer's
 * (when h) */
static smt_term interp(chc_sys *s, smt_horn *h, const chc_aux *aux, const cone *k, const chc_app *a) {
  smt_term t = chc_aux_app(s, aux, a->rel, a->n, a->args);
  return h ? smt_and(s->smt, t, spacer_interp(h, k, s->smt, a)) : t;
}

/* every clause valid under Spacer's interpretations, by the context's own
 * solver: ¬(I(apps) ∧ phi → I(head)) unsatisfiable; the first clause that
 * does not re-check in *bad; heads_only: only the clauses into a relation
 * (the interpretations are inductive invariants, whatever the queries) */
static bool recheck_some(chc_sys *s, smt_horn *h, const chc_aux *aux, const cone *k, bool heads_only,
                         uint32_t *bad) {
  smt_ctx *z = s->smt;
  for (uint32_t i = 0; i < s->clauses.len; i++) {
    const chc_clause *cl = &s->clauses.data[i];
    if (heads_only && !cl->head.rel) continue;
    smt_term body = cl->phi;
    for (uint32_t j = 0; j < cl->napps; j++) body = smt_and(z, body, interp(s, h, aux, k, &cl->apps[j]));
    smt_term head = cl->head.rel ? interp(s, h, aux, k, &cl->head) : smt_false(z);
    smt_push(z);
    smt_assert(z, smt_and(z, body, smt_not(z, head)));
    smt_result r = body && head ? smt_check(z) : SMT_UNKNOWN;
    smt_pop(z);
    if (r != SMT_UNSAT && mt_log_on(s->run, 2)) {
      char *t = smt_to_string(z, smt_and(z, body, smt_not(z, head)));
      MT_LOG(s->run, 2, "chc", "the clause under the solution, negated: %s", t ? t : "?");
      mt_free(t);
    }
    if (r != SMT_UNSAT) {
      *bad = i;
      MT_LOG(s->run, 1, "chc", "re-check of clause %u (%s) failed: %s", i, cl->what,
             r == SMT_SAT ? "not valid" : "no answer");
      return false;
    }
  }
  return true;
}

static bool recheck(chc_sys *s, smt_horn *h, const chc_aux *aux, const cone *k, uint32_t *bad) {
  return recheck_some(s, h, aux, k, false, bad);
}

bool chc_recheck_aux(chc_sys *s, const chc_aux *aux, uint32_t *bad) {
  return recheck_some(s, NULL, aux, NULL, true, bad);
}


/* ---- the loop invariants of a proof, in C ------------------------------------------ */

static cexpr_rel crel(smt_cmp op, int64_t *c0, bool *ok) {
  *ok = true;
  switch (op) {
  case SMT_LE: return CEXPR_LE;
  case SMT_GE: return CEXPR_GE;
  case SMT_EQ: return CEXPR_EQ;
  case SMT_NE: return CEXPR_NE;
  case SMT_LT: *ok = !__builtin_add_overflow(*c0, 1, c0); return CEXPR_LE; /* e < 0: e + 1 <= 0 */
  case SMT_GT: *ok = !__builtin_sub_overflow(*c0, 1, c0); return CEXPR_GE; /* e > 0: e - 1 >= 0 */
  }
  *ok = false;
  return CEXPR_EQ;
}

/* A modular fact (Σ k_i·x_i + c0) mod 2^w == 0 or <= d (counters that
 * keep a distance across a wrap) in C: the sum computed in unsigned int,
 * where it wraps at 2^32 as the fact says (masked for w of 8 and 16):
 * `(unsigned)(5u + (unsigned)a - (unsigned)b) == 0u`.  NULL when t is not
 * such a fact over C variables.  (unsigned)x is x modulo 2^32 in either
 * reading of x. */
static char *mod_invariant(smt_ctx *z, smt_term t, uint32_t n, const smt_term *formal, const ir_srcvar *const *var,
                           int64_t *kk) {
  int64_t c0, M, rhs;
  smt_cmp op;
  if (!smt_mod_atom(z, t, n, formal, kk, &c0, &M, &op, &rhs)) return NULL;
  /* a power of two up to 2^32: unsigned arithmetic keeps residues modulo M */
  if (M < 2 || M > ((int64_t)1 << 32) || (M & (M - 1)) || rhs < 0 || rhs >= M) return NULL;
  uint64_t mask = (uint64_t)M - 1;
  mt_buf b = {0};
  mt_buf_printf(&b, M == ((int64_t)1 << 32) ? "(unsigned)(" : "((unsigned)(");
  bool first = true;
  for (uint32_t i = 0; i < n; i++) {
    if (!kk[i]) continue;
    if (!var[i] || !var[i]->name) {
      mt_buf_free(&b);
      return NULL;
    }
    uint64_t mag = kk[i] < 0 ? (uint64_t)0 - (uint64_t)kk[i] : (uint64_t)kk[i];
    if (mag > 0xffffffffu) {
      mt_buf_free(&b);
      return NULL;
    }
    const char *sign = kk[i] < 0 ? (first ? "-" : " - ") : (first ? "" : " + ");
    if (mag == 1) mt_buf_printf(&b, "%s(unsigned)%s", sign, var[i]->name);
    else mt_buf_printf(&b, "%s%lluu * (unsigned)%s", sign, (unsigned long long)mag, var[i]->name);
    first = false;
  }
  if (first) { /* no variable */
    mt_buf_free(&b);
    return NULL;
  }
  if (c0) /* the constant modulo 2^32: unsigned addition wraps the same way */
    mt_buf_printf(&b, " + %lluu", (unsigned long long)((uint64_t)c0 & 0xffffffffu));
  if (M == ((int64_t)1 << 32)) mt_buf_printf(&b, ")");
  else mt_buf_printf(&b, ") & %lluu)", (unsigned long long)mask);
  mt_buf_printf(&b, op == SMT_EQ ? " == %lldu" : " <= %lldu", (long long)rhs);
  return b.data;
}

/* one loop head's invariant: the conjuncts of its interpretation that are
 * linear facts over the C variables there (the others, about entry values,
 * globals or values without a C name, are left out: a weaker invariant);
 * NULL when none is left */
static char *head_invariant(chc_sys *s, smt_horn *h, const chc_aux *aux, const cone *k, const chc_fn *fn,
                            uint32_t b) {
  smt_ctx *z = s->smt;
  const ir_module *m = s->m;
  const ir_block *bl = &fn->f->blocks[b];
  uint32_t G = s->ngprom, P = fn->nparams, L = fn->nlive[b], n = P + G + L + G;
  smt_term *formal = mt_malloc((n + 1) * sizeof *formal);
  for (uint32_t i = 0; i < n; i++) {
    char name[32];
    snprintf(name, sizeof name, "inv!%u", i);
    formal[i] = smt_var(z, name);
  }
  /* the C variable of each argument (live values only) */
  const ir_srcvar **var = mt_calloc(n + 1, sizeof *var);
  for (uint32_t j = 0; j < bl->nvars; j++) {
    const ir_value *x = ir_val_get(m, bl->vars[j].val);
    if (x->kind != IR_V_ARG && x->kind != IR_V_INST) continue;
    for (uint32_t i = 0; i < L; i++)
      if (fn->live[b][i] == x->u.local.slot) var[P + G + i] = &bl->vars[j];
  }
  chc_app app = {fn->blk[b], n, formal};
  smt_term I = smt_simplify(z, interp(s, h, aux, k, &app));
  /* conjuncts: the auxiliary invariants alone may be hundreds (products,
   * modular facts, ranges) before the ones a C reader wants */
  enum { CJ_MAX = 1024 };
  smt_term *cj = mt_malloc(CJ_MAX * sizeof *cj), *keep_t = mt_malloc(CJ_MAX * sizeof *keep_t);
  char **keep_s = mt_malloc(CJ_MAX * sizeof *keep_s);
  bool *keep_eq = mt_malloc(CJ_MAX * sizeof *keep_eq);
  uint32_t nc = I ? smt_conjuncts(z, I, cj, CJ_MAX) : 0;
  int64_t *kk = mt_malloc((n + 1) * sizeof *kk);
  uint32_t nkeep = 0;
  for (uint32_t c = 0; c < nc && c < CJ_MAX; c++) {
    int64_t c0;
    smt_cmp op;
    if (nkeep < CJ_MAX) {
      char *mtxt = mod_invariant(z, cj[c], n, formal, var, kk);
      if (mtxt) {
        keep_t[nkeep] = cj[c];
        keep_s[nkeep] = mtxt;
        keep_eq[nkeep++] = false;
        continue;
      }
    }
    if (!smt_linear_atom(z, cj[c], n, formal, kk, &c0, &op)) continue;
    cexpr_var xv[8];
    const cexpr_var *xs[8];
    int64_t ks[8];
    uint32_t nv = 0;
    bool ok = true;
    for (uint32_t i = 0; i < n && ok; i++) {
      if (!kk[i]) continue;
      if (!var[i] || nv == 8) {
        ok = false;
        break;
      }
      const ir_srcvar *sv = var[i];
      xv[nv] = (cexpr_var){sv->name, sv->bits, sv->is_signed, s->read[sv->val] == CHC_U};
      xs[nv] = &xv[nv];
      ks[nv++] = kk[i];
    }
    if (!ok || !nv) continue;
    cexpr_rel r = crel(op, &c0, &ok);
    if (!ok) continue;
    mt_buf one = {0};
    if (cexpr_lin(&one, nv, xs, ks, c0, r)) {
      keep_t[nkeep] = cj[c];
      keep_s[nkeep] = one.data;
      keep_eq[nkeep++] = r == CEXPR_EQ;
    } else {
      mt_buf_free(&one);
    }
  }
  /* equalities first; a fact the others kept imply is left out */
  uint32_t *ord = mt_malloc((nkeep + 1) * sizeof *ord), no = 0;
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < nkeep; i++)
      if (keep_eq[i] == (pass == 0)) ord[no++] = i;
  bool *drop = mt_calloc(nkeep + 1, sizeof *drop);
  smt_term *facts = mt_malloc((nkeep + 1) * sizeof *facts);
  for (uint32_t q = no; q-- > 0;) {
    uint32_t i = ord[q], nf = 0;
    for (uint32_t j = 0; j < nkeep; j++)
      if (j != i && !drop[j]) facts[nf++] = keep_t[j];
    if (nf && smt_valid_from(z, nf, facts, keep_t[i])) drop[i] = true;
  }
  mt_buf out = {0};
  for (uint32_t q = 0; q < no; q++) {
    uint32_t i = ord[q];
    if (!drop[i]) mt_buf_printf(&out, "%s%s", out.len ? " && " : "", keep_s[i]);
  }
  for (uint32_t i = 0; i < nkeep; i++) mt_free(keep_s[i]);
  mt_free(facts);
  mt_free(cj);
  mt_free(keep_t);
  mt_free(keep_s);
  mt_free(keep_eq);
  mt_free(ord);
  mt_free(drop);
  mt_free(kk);
  mt_free(var);
  mt_free(formal);
  return out.len ? out.data : (mt_buf_free(&out), NULL);
}

static void export_invariants(chc_sys *s, smt_horn *h, const chc_aux *aux, const cone *k, chc_result *out) {
  const ir_module *m = s->m;
  MT_VEC(chc_inv) v = {0};
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    const chc_fn *fn = &s->fns[fi];
    if (!fn->used) continue;
    for (uint32_t b = 0; b < fn->f->nblocks; b++) {
      if (!fn->cut[b] || !fn->f->blocks[b].nvars || !fn->blk[b]) continue;
      char *e = head_invariant(s, h, aux, k, fn, b);
      if (!e) continue;
      chc_inv iv = {fi, b, e};
      MT_VEC_PUSH(v, iv);
      MT_LOG(s->run, 1, "chc", "loop invariant at %s:%u: %s", fn->f->name, fn->f->blocks[b].loop_loc.line, e);
    }
  }
  out->invs = v.data;
  out->ninvs = v.len;
}

/* the clauses for Spacer, each body relation strengthened with its
 * linear auxiliary invariant (eqs: its first pass's only); NULL with
 * out->reason when a clause cannot be built */
static smt_horn *spacer_system(chc_sys *s, const chc_aux *aux, bool first, chc_result *out) {
  smt_horn *h = smt_horn_new(s->smt);
  for (uint32_t i = 0; i < s->clauses.len; i++) {
    const chc_clause *cl = &s->clauses.data[i];
    smt_term body = cl->phi;
    for (uint32_t k = 0; k < cl->napps; k++) { /* each body relation with its invariant */
      const chc_app *ap = &cl->apps[k];
      smt_term inv = first ? chc_aux_app_first(s, aux, ap->rel, ap->n, ap->args)
                         : chc_aux_app_linear(s, aux, ap->rel, ap->n, ap->args);
      body = smt_and(s->smt, body, smt_and(s->smt, smt_pred_app(s->smt, ap->rel, ap->n, ap->args), inv));
    }
    smt_term head = cl->head.rel ? smt_pred_app(s->smt, cl->head.rel, cl->head.n, cl->head.args) : NULL;
    if (!body || (cl->head.rel && !head)) { /* a clause left out would be a proof of less */
      out->reason = mt_sprintf("a clause could not be built (%s)", cl->what);
      smt_horn_free(h);
      return NULL;
    }
    smt_horn_add(h, cl->nvars, cl->vars, body, head);
    if (mt_log_on(s->run, 3)) {
      char *t = smt_to_string(s->smt, head ? smt_implies(s->smt, body, head) : smt_not(s->smt, body));
      MT_LOG(s->run, 3, "chc", "clause %u (%s): %s", i, cl->what, t ? t : "?");
      mt_free(t);
    }
  }
  return h;
}

mt_status chc_prove(mt_run *run, const ir_module *m, const chc_opts *o, chc_result *out) {
  memset(out, 0, sizeof *out);
  out->verdict = CHC_UNKNOWN;
  MT_INC(run, chc_systems);
  chc_sys s;
  memset(&s, 0, sizeof s);
  s.run = run;
  s.m = m;
  s.o = o;
  s.smt = smt_new(run, o->smt_timeout_ms);
  double t0 = mt_now();
  if (!chc_encode(&s)) {
    out->reason = mt_sprintf("the Horn clause encoding does not support %s", s.fail);
    MT_LOG(run, 1, "chc", "%s", out->reason);
    chc_sys_free(&s);
    smt_free(s.smt);
    return MT_OK;
  }
  out->nrels = s.nrels;
  out->nclauses = s.clauses.len;
  MT_ADD(run, chc_relations, s.nrels);
  MT_ADD(run, chc_clauses, s.clauses.len);
  MT_ADD(run, chc_cells, s.ngprom);
  MT_LOG(run, 1, "chc", "%u relations, %u clauses, %u state cells (%.2f s)", s.nrels,
         s.clauses.len, s.ngprom, mt_now() - t0);
  /* auxiliary invariants first; alone they may be the proof */
  bool query = o->reach_error || o->overflow;
  /* at most half the share: Spacer gets the rest (without a query: all) */
  double aux_s = o->timeout_ms / (query ? 2000.0 : 1000.0);
  chc_aux *aux = chc_houdini(&s, aux_s < CHC_AUX_SECONDS ? aux_s : CHC_AUX_SECONDS);
  uint32_t bad0 = 0;
  if (o->facts) {
    if (chc_recheck_aux(&s, aux, &bad0))
      chc_export_facts(&s, aux, out);
    else
      MT_LOG(run, 1, "chc", "no facts: clause %u (%s) does not re-check under the auxiliary invariants", bad0,
             s.clauses.data[bad0].what);
  }
  if (!query) {
    out->reason = mt_strdup("no property for the Horn clauses (facts only)");
    chc_aux_free(aux);
    chc_sys_free(&s);
    smt_free(s.smt);
    return MT_OK;
  }
  cone cn; /* for the interpretations Spacer's model leaves out */
  cone_build(&s, &cn);
  if (recheck(&s, NULL, aux, &cn, &bad0)) {
    MT_INC(run, chc_aux_proofs);
    MT_INC(run, chc_proofs);
    MT_LOG(run, 1, "chc", "the auxiliary invariants alone are a solution, every clause re-checked");
    out->verdict = CHC_PROVED;
    out->by_aux = true;
    if (o->invariants) export_invariants(&s, NULL, aux, &cn, out);
    mt_free(cn.p);
    chc_aux_free(aux);
    chc_sys_free(&s);
    smt_free(s.smt);
    return MT_OK;
  }
  /* Spacer on the clauses strengthened with the linear auxiliary
   * invariants; when it has no answer in 60% of its share, once more with
   * the first Houdini pass's invariants alone, without the bounds at entry
   * (hundreds of bounds can make Spacer's every step slower than they
   * make it shorter) */
  double until = mt_now() + o->timeout_ms / 1000.0; /* as much as before the invariants */
  smt_horn *h = NULL;
  smt_horn_answer a = SMT_HORN_UNKNOWN;
  for (int attempt = 0; attempt < 2; attempt++) {
    bool first = attempt == 1, two = chc_aux_two_sets(aux);
    double left = until - mt_now();
    if (left < 0.5) break;
    unsigned ms = (unsigned)((attempt == 0 && two ? 0.6 : 1.0) * left * 1000.0);
    if (h) smt_horn_free(h);
    h = spacer_system(&s, aux, first, out);
    if (!h) break;
    double t1 = mt_now();
    a = smt_horn_solve(h, ms);
    MT_LOG(run, 1, "chc", "Spacer%s: %s (%.2f s)", first ? " (the first pass's auxiliary invariants only)" : "",
           a == SMT_HORN_SAFE ? "a solution" : a == SMT_HORN_UNSAFE ? "false is derivable" : "no answer",
           mt_now() - t1);
    if (a != SMT_HORN_UNKNOWN || !two) break;
  }
  if (!h) {
    mt_free(cn.p);
    chc_aux_free(aux);
    chc_sys_free(&s);
    smt_free(s.smt);
    return MT_OK;
  }
  if (a == SMT_HORN_UNSAFE) {
    MT_INC(run, chc_unsafe);
    out->verdict = CHC_NO_PROOF;
    out->reason = mt_strdup("Spacer derived an error state (not confirmed: no counterexample)");
  } else if (a == SMT_HORN_UNKNOWN) {
    MT_INC(run, chc_unknown);
    out->out_of_time = true;
    out->reason = mt_sprintf("Spacer gave no answer (%s)", smt_horn_reason(h));
  } else {
    MT_INC(run, chc_safe);
    uint32_t bad = 0;
    t0 = mt_now();
    bool ok = recheck(&s, h, aux, &cn, &bad);
    if (ok) {
      MT_INC(run, chc_proofs);
      out->verdict = CHC_PROVED;
      if (o->invariants) export_invariants(&s, h, aux, &cn, out);
      MT_LOG(run, 1, "chc", "every clause re-checked (%.2f s)", mt_now() - t0);
    } else {
      MT_INC(run, chc_recheck_failed);
      out->reason = mt_sprintf("Spacer's solution did not re-check (clause %s)", s.clauses.data[bad].what);
    }
  }
  mt_free(cn.p);
  smt_horn_free(h);
  chc_aux_free(aux);
  chc_sys_free(&s);
  smt_free(s.smt);
  return MT_OK;
}

void chc_result_free(chc_result *r) {
  mt_free(r->reason);
  for (uint32_t i = 0; i < r->ninvs; i++) mt_free(r->invs[i].expr);
  mt_free(r->invs);
  mt_free(r->facts);
  memset(r, 0, sizeof *r);
}
