/* horn.c -- constrained Horn clauses solved by Z3's Spacer (smt.h, "Horn
 * clauses").  Spacer runs in a solver of the HORN logic of its own inside
 * the caller's context, so its interpretations are terms the caller can
 * re-check with the context's ordinary solver. */
#include "smt_int.h"

#include <string.h>

struct smt_horn {
  smt_ctx *c;
  Z3_solver s;
  Z3_model model;   /* after SAFE */
  char reason[200];
};

smt_pred smt_pred_new(smt_ctx *c, const char *name, uint32_t n, const smt_sort *sorts) {
  if (c->error) return NULL;
  Z3_sort *ds = mt_malloc((n + 1) * sizeof *ds);
  for (uint32_t i = 0; i < n; i++)
    ds[i] = sorts[i] == SMT_BOOL ? c->bool_sort : sorts[i] == SMT_REAL ? c->real_sort : c->int_sort;
  Z3_func_decl f = Z3_mk_func_decl(c->z, Z3_mk_string_symbol(c->z, name), n, ds, c->bool_sort);
  mt_free(ds);
  if (smt_failed(c)) return NULL;
  return f;
}

const char *smt_pred_name(smt_ctx *c, smt_pred r) {
  if (c->error || !r) return "?";
  Z3_string n = Z3_get_symbol_string(c->z, Z3_get_decl_name(c->z, r));
  return smt_failed(c) || !n ? "?" : n;
}

smt_term smt_pred_app(smt_ctx *c, smt_pred r, uint32_t n, const smt_term *args) {
  if (c->error || !r) return NULL;
  for (uint32_t i = 0; i < n; i++)
    if (!args[i]) return NULL;
  return smt_ok(c, Z3_mk_app(c->z, r, n, (Z3_ast *)args));
}

smt_horn *smt_horn_new(smt_ctx *c) {
  smt_horn *h = mt_calloc(1, sizeof *h);
  h->c = c;
  if (c->error) return h;
  h->s = Z3_mk_solver_for_logic(c->z, Z3_mk_string_symbol(c->z, "HORN"));
  if (smt_failed(c) || !h->s) {
    h->s = NULL;
    return h;
  }
  Z3_solver_inc_ref(c->z, h->s);
  return h;
}

void smt_horn_free(smt_horn *h) {
  if (!h) return;
  if (h->c->z) {
    if (h->model) Z3_model_dec_ref(h->c->z, h->model);
    if (h->s) Z3_solver_dec_ref(h->c->z, h->s);
  }
  mt_free(h);
}

void smt_horn_add(smt_horn *h, uint32_t nvars, const smt_term *vars, smt_term body, smt_term head) {
  smt_ctx *c = h->c;
  if (c->error || !h->s || !body) return;
  Z3_ast hd = head ? head : Z3_mk_false(c->z);
  Z3_ast f = Z3_mk_implies(c->z, body, hd);
  if (smt_failed(c)) return;
  if (nvars) {
    Z3_app *apps = mt_malloc(nvars * sizeof *apps);
    for (uint32_t i = 0; i < nvars; i++) apps[i] = Z3_to_app(c->z, vars[i]);
    f = Z3_mk_forall_const(c->z, 0, nvars, apps, 0, NULL, f);
    mt_free(apps);
    if (smt_failed(c)) return;
  }
  Z3_solver_assert(c->z, h->s, f);
  (void)smt_failed(c);
}

smt_horn_answer smt_horn_solve(smt_horn *h, unsigned timeout_ms) {
  smt_ctx *c = h->c;
  h->reason[0] = 0;
  if (c->error || !h->s) {
    snprintf(h->reason, sizeof h->reason, "%s", c->error ? c->error : "no Horn solver");
    return SMT_HORN_UNKNOWN;
  }
  /* the caller's share, not the per-query timeout of ordinary checks
   * (Spacer's one query is the whole search); clamped by the deadline */
  unsigned ms = timeout_ms ? timeout_ms : 4294967295u;
  if (c->run && c->run->deadline > 0) {
    double left = c->run->deadline - mt_now();
    if (left <= 0.001) {
      snprintf(h->reason, sizeof h->reason, "no time left");
      return SMT_HORN_UNKNOWN;
    }
    double lms = left * 900.0;
    if (lms < (double)ms) ms = lms < 1.0 ? 1u : (unsigned)lms;
  }
  Z3_params p = Z3_mk_params(c->z);
  Z3_params_inc_ref(c->z, p);
  Z3_params_set_uint(c->z, p, Z3_mk_string_symbol(c->z, "timeout"), ms);
  /* keep every relation: no slicing or inlining of relations, whose
   * interpretations the model would then leave out (the re-check and the
   * loop invariants need each) */
  static const char *const keep[] = {"fp.xform.slice", "fp.xform.inline_linear", "fp.xform.inline_eager",
                                     "fp.xform.tail_simplifier_pve"};
  for (size_t i = 0; i < sizeof keep / sizeof *keep; i++)
    Z3_params_set_bool(c->z, p, Z3_mk_string_symbol(c->z, keep[i]), false);
  Z3_solver_set_params(c->z, h->s, p);
  Z3_params_dec_ref(c->z, p);
  MT_INC(c->run, smt_horn_queries);
  double t0 = mt_now();
  Z3_lbool r = Z3_solver_check(c->z, h->s);
  if (smt_failed(c)) {
    snprintf(h->reason, sizeof h->reason, "%s", c->error);
    return SMT_HORN_UNKNOWN;
  }
  MT_LOG(c->run, 2, "smt", "Spacer: %s in %.2f s", r == Z3_L_TRUE ? "safe" : r == Z3_L_FALSE ? "unsafe" : "unknown",
         mt_now() - t0);
  if (r == Z3_L_FALSE) return SMT_HORN_UNSAFE;
  if (r == Z3_L_UNDEF) {
    Z3_string why = Z3_solver_get_reason_unknown(c->z, h->s);
    snprintf(h->reason, sizeof h->reason, "%s", why && !smt_failed(c) ? why : "unknown");
    MT_INC(c->run, smt_horn_unknown);
    return SMT_HORN_UNKNOWN;
  }
  if (h->model) Z3_model_dec_ref(c->z, h->model);
  h->model = Z3_solver_get_model(c->z, h->s);
  if (smt_failed(c) || !h->model) {
    h->model = NULL;
    snprintf(h->reason, sizeof h->reason, "Spacer gave no model");
    return SMT_HORN_UNKNOWN;
  }
  Z3_model_inc_ref(c->z, h->model);
  return SMT_HORN_SAFE;
}

smt_term smt_horn_interp(smt_horn *h, smt_pred r, uint32_t n, const smt_term *args) {
  smt_ctx *c = h->c;
  if (c->error || !h->model || !r) return NULL;
  if (Z3_get_domain_size(c->z, r) == 0) { /* a nullary relation is a constant of the model */
    Z3_ast v = Z3_model_get_const_interp(c->z, h->model, r);
    if (smt_failed(c)) return NULL;
    return v ? (smt_term)v : NULL;
  }
  Z3_func_interp fi = Z3_model_get_func_interp(c->z, h->model, r);
  if (smt_failed(c)) return NULL;
  if (!fi) return NULL; /* left out by the model: the caller decides (chc.c) */
  Z3_func_interp_inc_ref(c->z, fi);
  /* Z3 writes argument i as the variable of de Bruijn index i */
  Z3_ast e = Z3_func_interp_get_else(c->z, fi);
  Z3_ast res = e ? Z3_substitute_vars(c->z, e, n, (Z3_ast *)args) : NULL;
  unsigned ne = Z3_func_interp_get_num_entries(c->z, fi);
  for (unsigned k = 0; res && k < ne && !smt_failed(c); k++) { /* point entries first */
    Z3_func_entry fe = Z3_func_interp_get_entry(c->z, fi, k);
    Z3_func_entry_inc_ref(c->z, fe);
    Z3_ast *eqs = mt_malloc((n + 1) * sizeof *eqs);
    for (uint32_t i = 0; i < n; i++) eqs[i] = Z3_mk_eq(c->z, args[i], Z3_func_entry_get_arg(c->z, fe, i));
    Z3_ast at = n ? Z3_mk_and(c->z, n, eqs) : Z3_mk_true(c->z);
    res = Z3_mk_ite(c->z, at, Z3_func_entry_get_value(c->z, fe), res);
    mt_free(eqs);
    Z3_func_entry_dec_ref(c->z, fe);
  }
  Z3_func_interp_dec_ref(c->z, fi);
  return smt_ok(c, res);
}

const char *smt_horn_reason(const smt_horn *h) { return h->reason; }
