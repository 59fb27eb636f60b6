/* opt.c -- bounds of terms under a formula by Z3's optimizer (smt.h,
 * "Optimization"): each objective maximized and minimized on its own, one
 * after another between push and pop of an optimize context of its own
 * (Z3 4.8.12's `box` priority, all objectives in one check, takes
 * seconds where these take milliseconds), so the context's solver and its
 * assertions are untouched.  A bound is an answer of the optimizer and
 * only proposes a candidate: callers check whatever they build from it. */
#include "smt_int.h"

static bool numeral(smt_ctx *c, Z3_ast v, int64_t *out) {
  int64_t num, den;
  if (!v || !Z3_is_numeral_ast(c->z, v) || smt_failed(c)) return false;
  if (!Z3_get_numeral_rational_int64(c->z, v, &num, &den) || smt_failed(c) || den != 1) return false;
  *out = num;
  return true;
}

/* one objective: SMT_SAT with *has set when it is bounded */
static smt_result one(smt_ctx *c, Z3_optimize o, Z3_ast t, bool max, int64_t *v, uint8_t *has) {
  Z3_context z = c->z;
  Z3_optimize_push(z, o);
  unsigned i = max ? Z3_optimize_maximize(z, o, t) : Z3_optimize_minimize(z, o, t);
  MT_INC(c->run, smt_opt_queries);
  Z3_lbool res = smt_failed(c) ? Z3_L_UNDEF : Z3_optimize_check(z, o, 0, NULL);
  smt_result r = SMT_UNKNOWN;
  if (res == Z3_L_TRUE && !smt_failed(c)) {
    r = SMT_SAT;
    /* an unbounded objective's bound is a term over oo, no numeral */
    *has = numeral(c, max ? Z3_optimize_get_upper(z, o, i) : Z3_optimize_get_lower(z, o, i), v);
  } else if (res == Z3_L_FALSE && !smt_failed(c)) {
    r = SMT_UNSAT;
  } else {
    MT_INC(c->run, smt_opt_unknown);
    if (mt_log_on(c->run, 2) && !c->error)
      MT_LOG(c->run, 2, "smt", "optimizer: %s", Z3_optimize_get_reason_unknown(z, o));
  }
  if (!c->error) Z3_optimize_pop(z, o);
  return r;
}

smt_result smt_bounds(smt_ctx *c, smt_term phi, uint32_t n, const smt_term *objs, unsigned timeout_ms, int64_t *lo,
                      int64_t *hi, uint8_t *has_lo, uint8_t *has_hi) {
  for (uint32_t i = 0; i < n; i++) has_lo[i] = has_hi[i] = 0;
  if (c->error || !phi || !n) return SMT_UNKNOWN;
  for (uint32_t i = 0; i < n; i++)
    if (!objs[i]) return SMT_UNKNOWN;
  Z3_context z = c->z;
  Z3_optimize o = Z3_mk_optimize(z);
  if (smt_failed(c) || !o) return SMT_UNKNOWN;
  Z3_optimize_inc_ref(z, o);
  Z3_optimize_assert(z, o, phi);
  double until = mt_now() + (timeout_ms ? timeout_ms / 1000.0 : 1e9);
  smt_result r = SMT_SAT;
  for (uint32_t i = 0; i < n && r == SMT_SAT; i++) {
    int64_t k;
    if (numeral(c, objs[i], &k)) { /* a constant: its own bounds, no optimizer */
      hi[i] = lo[i] = k, has_hi[i] = has_lo[i] = 1;
      continue;
    }
    for (int max = 0; max < 2 && r == SMT_SAT; max++) {
      double left = until - mt_now();
      unsigned ms = smt_query_ms(c);
      if (left <= 0.001 || !ms) {
        r = SMT_UNKNOWN;
        break;
      }
      if (left * 1000.0 < ms) ms = (unsigned)(left * 1000.0) + 1u;
      Z3_params p = Z3_mk_params(z);
      Z3_params_inc_ref(z, p);
      Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "timeout"), ms);
      Z3_optimize_set_params(z, o, p);
      Z3_params_dec_ref(z, p);
      r = max ? one(c, o, objs[i], true, &hi[i], &has_hi[i]) : one(c, o, objs[i], false, &lo[i], &has_lo[i]);
    }
  }
  Z3_optimize_dec_ref(z, o);
  return r;
}
