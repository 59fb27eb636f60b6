/* check.c -- rank_check_rule: the independent re-check of a ranking
 * component on one rule, over the integers, one validity query per
 * condition (term.h).  It reads only the ITS rule and the integer
 * coefficients: nothing from the LP that proposed them. */
#include <string.h>

#include "term_int.h"

/* Σ k·v + c of an ITS linear term over the rule's integer variables */
smt_term rank_lin_term(smt_ctx *c, const its_lin *e, smt_term *vars) {
  smt_term *ts = mt_malloc(sizeof *ts * (e->n + 1));
  for (uint32_t i = 0; i < e->n; i++) ts[i] = smt_scale(c, e->coef[i], vars[e->var[i]]);
  ts[e->n] = smt_int(c, e->c);
  smt_term r = smt_sum(c, SMT_INT, e->n + 1, ts);
  mt_free(ts);
  return r;
}

/* f_i at location l applied to x (nvar integer terms) */
static smt_term fun_term(smt_ctx *c, const rank_comp *f, uint32_t i, uint32_t l, smt_term *x) {
  smt_term *ts = mt_malloc(sizeof *ts * (f->nvar + 1));
  uint32_t n = 0;
  for (uint32_t j = 0; j < f->nvar; j++)
    if (RANK_COEF(f, i, l, j)) ts[n++] = smt_scale(c, RANK_COEF(f, i, l, j), x[j]);
  ts[n++] = smt_int(c, RANK_COEF(f, i, l, f->nvar));
  smt_term r = smt_sum(c, SMT_INT, n, ts);
  mt_free(ts);
  return r;
}

smt_term *rank_rule_vars(smt_ctx *c, const its *s, const its_rule *r) {
  uint32_t nv = s->nvar, nvars = 2 * nv + r->ntemp;
  smt_term *v = mt_malloc(sizeof *v * (nvars + 1));
  for (uint32_t k = 0; k < nvars; k++) {
    char name[32];
    if (k < nv) snprintf(name, sizeof name, "x%u", k);
    else if (k < 2 * nv) snprintf(name, sizeof name, "x%u'", k - nv);
    else snprintf(name, sizeof name, "t%u", k - 2 * nv);
    v[k] = smt_var(c, name);
  }
  return v;
}

smt_term rank_rule_formula(smt_ctx *c, const its_rule *r, smt_term *vars) {
  smt_term *atoms = mt_malloc(sizeof *atoms * (r->natom + 1));
  for (uint32_t a = 0; a < r->natom; a++) {
    smt_term e = rank_lin_term(c, &r->atom[a].e, vars);
    atoms[a] = smt_rel(c, r->atom[a].rel == ITS_EQ ? SMT_EQ : SMT_LE, e, smt_int(c, 0));
  }
  smt_term g = smt_and_n(c, r->natom, atoms);
  mt_free(atoms);
  return g;
}

/* the invariant of location l over x (nvar terms) */
static smt_term inv_term(smt_ctx *c, const rank_inv *inv, uint32_t l, smt_term *x) {
  smt_term *ts = mt_malloc(sizeof *ts * (inv->n[l] + 1));
  for (uint32_t k = 0; k < inv->n[l]; k++)
    ts[k] = smt_rel(c, SMT_LE, rank_lin_term(c, &inv->atom[l][k], x), smt_int(c, 0));
  smt_term t = smt_and_n(c, inv->n[l], ts);
  mt_free(ts);
  return t;
}

bool rank_check_inductive(smt_ctx *chk, mt_run *run, const its *s, const its_rule *r,
                          const rank_inv *inv) {
  if (inv->nloc != s->nloc) return false;
  if (!inv->n[r->to]) return true; /* nothing to show */
  smt_term *v = rank_rule_vars(chk, s, r);
  smt_push(chk);
  smt_assert(chk, rank_rule_formula(chk, r, v));
  smt_assert(chk, inv_term(chk, inv, r->from, v));
  MT_INC(run, term_checks);
  bool ok = smt_valid(chk, inv_term(chk, inv, r->to, v + s->nvar));
  smt_pop(chk);
  mt_free(v);
  return ok && !smt_error(chk);
}

bool rank_check_rule(smt_ctx *chk, mt_run *run, const its *s, const its_rule *r,
                     const rank_comp *f, bool strict) {
  if (f->nloc != s->nloc || f->nvar != s->nvar || f->depth == 0) return false;
  uint32_t nv = s->nvar;
  smt_term *v = rank_rule_vars(chk, s, r);
  smt_term guard = rank_rule_formula(chk, r, v);
  smt_term *pre = v, *post = v + nv;
  bool ok = guard != NULL;
  smt_push(chk);
  if (ok) smt_assert(chk, guard);
  smt_term one = smt_int(chk, 1), zero = smt_int(chk, 0);
  for (uint32_t i = 0; ok && i < f->depth; i++) {
    smt_term fx = fun_term(chk, f, i, r->from, pre);
    smt_term fx1 = fun_term(chk, f, i, r->to, post);
    smt_term delta = smt_sub(chk, fx, fx1);
    smt_term phi;
    if (!strict) phi = smt_rel(chk, SMT_GE, delta, zero);
    else if (i == 0) phi = smt_rel(chk, SMT_GE, delta, one);
    else phi = smt_rel(chk, SMT_GE, smt_add(chk, fun_term(chk, f, i - 1, r->from, pre), delta), one);
    MT_INC(run, term_checks);
    ok = smt_valid(chk, phi);
  }
  if (ok && strict) { /* bounded: f_d(x) >= 0 */
    smt_term phi = smt_rel(chk, SMT_GE, fun_term(chk, f, f->depth - 1, r->from, pre), zero);
    MT_INC(run, term_checks);
    ok = smt_valid(chk, phi);
  }
  smt_pop(chk);
  mt_free(v);
  return ok && !smt_error(chk);
}

static void print_coef_term(mt_buf *b, bool *first, int64_t k, const char *name) {
  if (!k) return;
  uint64_t mag = k < 0 ? (uint64_t)0 - (uint64_t)k : (uint64_t)k;
  if (*first) mt_buf_printf(b, "%s", k < 0 ? "-" : "");
  else mt_buf_printf(b, " %s ", k < 0 ? "-" : "+");
  if (name && mag != 1) mt_buf_printf(b, "%llu*%s", (unsigned long long)mag, name);
  else if (name) mt_buf_printf(b, "%s", name);
  else mt_buf_printf(b, "%llu", (unsigned long long)mag);
  *first = false;
}

bool rank_print_fun_c(mt_buf *b, const its *s, const rank_comp *f, uint32_t i, uint32_t l) {
  bool first = true;
  for (uint32_t j = 0; j < f->nvar; j++) {
    if (!RANK_COEF(f, i, l, j)) continue;
    const char *name = its_cname(s, l, j);
    if (!name) return false;
    print_coef_term(b, &first, RANK_COEF(f, i, l, j), name);
  }
  print_coef_term(b, &first, RANK_COEF(f, i, l, f->nvar), NULL);
  if (first) mt_buf_printf(b, "0");
  return true;
}

void rank_print_fun(mt_buf *b, const its *s, const rank_comp *f, uint32_t i, uint32_t l) {
  bool first = true;
  for (uint32_t j = 0; j < f->nvar; j++) print_coef_term(b, &first, RANK_COEF(f, i, l, j), s->var[j]);
  print_coef_term(b, &first, RANK_COEF(f, i, l, f->nvar), NULL);
  if (first) mt_buf_printf(b, "0");
}
