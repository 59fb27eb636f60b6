/* smt.c -- Z3 behind smt.h: terms with sticky error checking, an
 * incremental solver, per-check timeouts clamped to the run's deadline, a
 * validity cache keyed by (assertion-stack state, term id), models. */
#include "smt_int.h"

#include <string.h>

/* Z3 reports errors through this handler (the default one exits the
 * process); smt.c reads Z3_get_error_code after each call instead. */
static void smt_on_error(Z3_context z, Z3_error_code e) {
  (void)z;
  (void)e;
}

/* records the first error; true when the last call failed */
bool smt_failed(smt_ctx *c) {
  if (!c->z) return true; /* no context: the error is set */
  Z3_error_code e = Z3_get_error_code(c->z);
  if (e == Z3_OK) return false;
  if (!c->error) {
    const char *msg = Z3_get_error_msg(c->z, e);
    c->error = mt_strdup(msg ? msg : "Z3 error");
    MT_LOG(c->run, 1, "smt", "Z3 error: %s", c->error);
  }
  return true;
}

smt_term smt_ok(smt_ctx *c, Z3_ast a) {
  if (smt_failed(c) || !a) {
    if (!c->error) c->error = mt_strdup("Z3 returned no term");
    return NULL;
  }
  return a;
}

static void set_timeout(smt_ctx *c, unsigned ms) {
  if (ms == c->cur_timeout) return;
  Z3_params p = Z3_mk_params(c->z);
  Z3_params_inc_ref(c->z, p);
  /* Z3 reads 0 as "no time at all"; UINT_MAX as "no limit" */
  Z3_params_set_uint(c->z, p, Z3_mk_string_symbol(c->z, "timeout"), ms ? ms : 4294967295u);
  Z3_solver_set_params(c->z, c->s, p);
  Z3_params_dec_ref(c->z, p);
  (void)smt_failed(c);
  c->cur_timeout = ms;
}

smt_ctx *smt_new_logic(mt_run *run, unsigned timeout_ms, const char *logic) {
  smt_ctx *c = mt_calloc(1, sizeof *c);
  c->run = run;
  if (run && run->mem && run->mem->limit) {
    /* Z3 counts its own memory (a process-wide parameter, the same value
     * each time): beyond it a check answers unknown */
    char mb[32];
    snprintf(mb, sizeof mb, "%llu", (unsigned long long)(run->mem->limit >> 20));
    Z3_global_param_set("memory_max_size", mb);
  }
  /* once the budget is spent, no new context (Z3 may also leak the
   * memory of a context it fails to make) */
  if (!(run && mt_memory_exceeded(run->mem))) {
    Z3_config cfg = Z3_mk_config();
    c->z = Z3_mk_context(cfg);
    Z3_del_config(cfg);
  }
  c->cache_cap = 1024;
  c->cache = mt_calloc(c->cache_cap, sizeof *c->cache);
  c->state = c->next_state = 1;
  if (!c->z) {
    /* no memory for a context (the budget, or a limit set outside): a
     * context with a sticky error, every query of it unknown */
    c->error = mt_strdup("out of memory (no context)");
    MT_LOG(run, 1, "smt", "%s", c->error);
    return c;
  }
  Z3_set_error_handler(c->z, smt_on_error);
  c->s = logic ? Z3_mk_solver_for_logic(c->z, Z3_mk_string_symbol(c->z, logic)) : NULL;
  if (!c->s || Z3_get_error_code(c->z) != Z3_OK) c->s = Z3_mk_solver(c->z);
  Z3_solver_inc_ref(c->z, c->s);
  c->timeout_ms = timeout_ms;
  set_timeout(c, timeout_ms);
  c->int_sort = Z3_mk_int_sort(c->z);
  c->real_sort = Z3_mk_real_sort(c->z);
  c->bool_sort = Z3_mk_bool_sort(c->z);
  return c;
}

smt_ctx *smt_new(mt_run *run, unsigned timeout_ms) { return smt_new_logic(run, timeout_ms, NULL); }

void smt_free(smt_ctx *c) {
  if (!c) return;
  if (c->z) {
    if (c->model) Z3_model_dec_ref(c->z, c->model);
    if (c->cm) Z3_model_dec_ref(c->z, c->cm);
    Z3_solver_dec_ref(c->z, c->s);
    if (c->scratch) Z3_solver_dec_ref(c->z, c->scratch);
    Z3_del_context(c->z);
  }
  MT_VEC_FREE(c->saved);
  mt_free(c->cache);
  mt_free(c->error);
  mt_free(c);
}

const char *smt_error(const smt_ctx *c) { return c->error; }

/* ---- terms ---------------------------------------------------------------- */

#define GUARD1(a) if (c->error || !(a)) return NULL
#define GUARD2(a, b) if (c->error || !(a) || !(b)) return NULL

static Z3_sort sort_of(smt_ctx *c, smt_sort s) {
  return s == SMT_REAL ? c->real_sort : s == SMT_BOOL ? c->bool_sort : c->int_sort;
}

smt_term smt_int(smt_ctx *c, int64_t v) {
  if (c->error) return NULL;
  return smt_ok(c, Z3_mk_int64(c->z, v, c->int_sort));
}

smt_term smt_int_u64(smt_ctx *c, uint64_t v) {
  if (c->error) return NULL;
  return smt_ok(c, Z3_mk_unsigned_int64(c->z, v, c->int_sort));
}

smt_term smt_pow2(smt_ctx *c, unsigned k) {
  if (c->error) return NULL;
  if (k < 64) return smt_ok(c, Z3_mk_unsigned_int64(c->z, (uint64_t)1 << k, c->int_sort));
  if (k > 128) {
    c->error = mt_strdup("smt_pow2: exponent above 128");
    return NULL;
  }
  /* 2^k as a decimal numeral: double a digit string k times */
  char d[64] = "1";
  for (unsigned i = 0; i < k; i++) {
    int carry = 0;
    size_t n = strlen(d);
    for (size_t j = n; j-- > 0;) {
      int x = (d[j] - '0') * 2 + carry;
      d[j] = (char)('0' + x % 10);
      carry = x / 10;
    }
    if (carry) {
      memmove(d + 1, d, n + 1);
      d[0] = (char)('0' + carry);
    }
  }
  return smt_ok(c, Z3_mk_numeral(c->z, d, c->int_sort));
}

smt_term smt_num(smt_ctx *c, smt_sort s, int64_t num, int64_t den) {
  if (c->error) return NULL;
  if (den <= 0 || (s == SMT_INT && den != 1) || s == SMT_BOOL) {
    c->error = mt_strdup("smt_num: bad denominator");
    return NULL;
  }
  if (den == 1) return smt_ok(c, Z3_mk_int64(c->z, num, sort_of(c, s)));
  char buf[64];
  snprintf(buf, sizeof buf, "%lld/%lld", (long long)num, (long long)den);
  return smt_ok(c, Z3_mk_numeral(c->z, buf, c->real_sort));
}

smt_term smt_var_of(smt_ctx *c, smt_sort s, const char *name) {
  if (c->error) return NULL;
  return smt_ok(c, Z3_mk_const(c->z, Z3_mk_string_symbol(c->z, name), sort_of(c, s)));
}

smt_term smt_var(smt_ctx *c, const char *name) { return smt_var_of(c, SMT_INT, name); }

smt_term smt_add(smt_ctx *c, smt_term a, smt_term b) {
  GUARD2(a, b);
  Z3_ast x[2] = {a, b};
  return smt_ok(c, Z3_mk_add(c->z, 2, x));
}

smt_term smt_sub(smt_ctx *c, smt_term a, smt_term b) {
  GUARD2(a, b);
  Z3_ast x[2] = {a, b};
  return smt_ok(c, Z3_mk_sub(c->z, 2, x));
}

smt_term smt_mul(smt_ctx *c, smt_term a, smt_term b) {
  GUARD2(a, b);
  Z3_ast x[2] = {a, b};
  return smt_ok(c, Z3_mk_mul(c->z, 2, x));
}

smt_term smt_scale(smt_ctx *c, int64_t k, smt_term t) {
  GUARD1(t);
  if (k == 1) return t;
  Z3_sort s = Z3_get_sort(c->z, t);
  if (smt_failed(c)) return NULL;
  Z3_ast x[2] = {Z3_mk_int64(c->z, k, s), t};
  if (smt_failed(c)) return NULL;
  return smt_ok(c, Z3_mk_mul(c->z, 2, x));
}

smt_term smt_mod(smt_ctx *c, smt_term t, int64_t m) {
  GUARD1(t);
  if (m < 1) {
    c->error = mt_strdup("smt_mod: modulus below 1");
    return NULL;
  }
  Z3_ast k = Z3_mk_int64(c->z, m, c->int_sort);
  if (smt_failed(c)) return NULL;
  return smt_ok(c, Z3_mk_mod(c->z, t, k));
}

smt_term smt_sum(smt_ctx *c, smt_sort s, uint32_t n, const smt_term *ts) {
  if (c->error) return NULL;
  if (n == 0) return smt_num(c, s, 0, 1);
  for (uint32_t i = 0; i < n; i++)
    if (!ts[i]) return NULL;
  if (n == 1) return ts[0];
  return smt_ok(c, Z3_mk_add(c->z, n, (Z3_ast *)ts));
}

smt_term smt_rel(smt_ctx *c, smt_cmp op, smt_term a, smt_term b) {
  GUARD2(a, b);
  switch (op) {
  case SMT_EQ: return smt_ok(c, Z3_mk_eq(c->z, a, b));
  case SMT_NE: {
    Z3_ast e = Z3_mk_eq(c->z, a, b);
    if (smt_failed(c)) return NULL;
    return smt_ok(c, Z3_mk_not(c->z, e));
  }
  case SMT_LT: return smt_ok(c, Z3_mk_lt(c->z, a, b));
  case SMT_LE: return smt_ok(c, Z3_mk_le(c->z, a, b));
  case SMT_GT: return smt_ok(c, Z3_mk_gt(c->z, a, b));
  case SMT_GE: return smt_ok(c, Z3_mk_ge(c->z, a, b));
  }
  c->error = mt_strdup("smt_rel: bad operator");
  return NULL;
}

smt_term smt_true(smt_ctx *c) {
  if (c->error) return NULL;
  return smt_ok(c, Z3_mk_true(c->z));
}

smt_term smt_false(smt_ctx *c) {
  if (c->error) return NULL;
  return smt_ok(c, Z3_mk_false(c->z));
}

smt_term smt_not(smt_ctx *c, smt_term a) {
  GUARD1(a);
  return smt_ok(c, Z3_mk_not(c->z, a));
}

smt_term smt_and(smt_ctx *c, smt_term a, smt_term b) {
  GUARD2(a, b);
  Z3_ast x[2] = {a, b};
  return smt_ok(c, Z3_mk_and(c->z, 2, x));
}

smt_term smt_or(smt_ctx *c, smt_term a, smt_term b) {
  GUARD2(a, b);
  Z3_ast x[2] = {a, b};
  return smt_ok(c, Z3_mk_or(c->z, 2, x));
}

smt_term smt_implies(smt_ctx *c, smt_term a, smt_term b) {
  GUARD2(a, b);
  return smt_ok(c, Z3_mk_implies(c->z, a, b));
}

smt_term smt_and_n(smt_ctx *c, uint32_t n, const smt_term *ts) {
  if (c->error) return NULL;
  if (n == 0) return smt_true(c);
  for (uint32_t i = 0; i < n; i++)
    if (!ts[i]) return NULL;
  if (n == 1) return ts[0];
  return smt_ok(c, Z3_mk_and(c->z, n, (Z3_ast *)ts));
}


/* ---- bit-vectors and arrays ------------------------------------------------ */

static bool is_numeral(smt_ctx *c, Z3_ast a) {
  bool r = Z3_get_ast_kind(c->z, a) == Z3_NUMERAL_AST;
  return !smt_failed(c) && r;
}

static bool linear_rec(smt_ctx *c, Z3_ast a, uint32_t depth) {
  if (depth > 200 || Z3_get_ast_kind(c->z, a) != Z3_APP_AST) return Z3_get_ast_kind(c->z, a) == Z3_NUMERAL_AST;
  Z3_app app = Z3_to_app(c->z, a);
  unsigned n = Z3_get_app_num_args(c->z, app);
  Z3_decl_kind k = Z3_get_decl_kind(c->z, Z3_get_app_decl(c->z, app));
  if (k == Z3_OP_DIV || k == Z3_OP_IDIV || k == Z3_OP_MOD || k == Z3_OP_REM || k == Z3_OP_POWER) {
    if (n != 2 || !is_numeral(c, Z3_get_app_arg(c->z, app, 1))) return false;
  }
  unsigned vars = 0;
  for (unsigned i = 0; i < n; i++) {
    Z3_ast x = Z3_get_app_arg(c->z, app, i);
    if (k == Z3_OP_MUL && !is_numeral(c, x)) vars++;
    if (!linear_rec(c, x, depth + 1)) return false;
  }
  return vars <= 1 && !smt_failed(c);
}

bool smt_is_linear(smt_ctx *c, smt_term t) {
  if (!t || c->error) return false;
  return linear_rec(c, t, 0);
}

static bool is_bool_value(smt_ctx *c, Z3_ast a, Z3_lbool want) {
  if (!a || c->error) return false;
  Z3_lbool v = Z3_get_bool_value(c->z, a);
  return !smt_failed(c) && v == want;
}

bool smt_is_true(smt_ctx *c, smt_term t) { return is_bool_value(c, t, Z3_L_TRUE); }
bool smt_is_false(smt_ctx *c, smt_term t) { return is_bool_value(c, t, Z3_L_FALSE); }

/* folds a term whose operands are all numerals (or true/false) */
static smt_term fold(smt_ctx *c, Z3_ast r, unsigned n, const Z3_ast *args) {
  if (smt_failed(c) || !r) return smt_ok(c, r);
  for (unsigned i = 0; i < n; i++)
    if (!is_numeral(c, args[i]) && !smt_is_true(c, args[i]) && !smt_is_false(c, args[i]))
      return r;
  return smt_ok(c, Z3_simplify(c->z, r));
}

smt_term smt_bv(smt_ctx *c, unsigned w, uint64_t v) {
  if (c->error) return NULL;
  if (w == 0) {
    c->error = mt_strdup("smt_bv: width 0");
    return NULL;
  }
  if (w < 64) v &= (UINT64_C(1) << w) - 1;
  Z3_sort s = Z3_mk_bv_sort(c->z, w);
  if (smt_failed(c)) return NULL;
  return smt_ok(c, Z3_mk_unsigned_int64(c->z, v, s));
}

smt_term smt_bv_var(smt_ctx *c, unsigned w, const char *name) {
  if (c->error) return NULL;
  Z3_sort s = Z3_mk_bv_sort(c->z, w ? w : 1);
  if (smt_failed(c)) return NULL;
  return smt_ok(c, Z3_mk_const(c->z, Z3_mk_string_symbol(c->z, name), s));
}

unsigned smt_bv_width(smt_ctx *c, smt_term t) {
  if (!t || c->error) return 0;
  Z3_sort s = Z3_get_sort(c->z, t);
  if (smt_failed(c) || Z3_get_sort_kind(c->z, s) != Z3_BV_SORT) return 0;
  unsigned w = Z3_get_bv_sort_size(c->z, s);
  return smt_failed(c) ? 0 : w;
}

smt_term smt_bv_bin(smt_ctx *c, smt_bvop op, smt_term a, smt_term b) {
  GUARD2(a, b);
  Z3_ast r = NULL;
  switch (op) {
  case SMT_BV_ADD: r = Z3_mk_bvadd(c->z, a, b); break;
  case SMT_BV_SUB: r = Z3_mk_bvsub(c->z, a, b); break;
  case SMT_BV_MUL: r = Z3_mk_bvmul(c->z, a, b); break;
  case SMT_BV_UDIV: r = Z3_mk_bvudiv(c->z, a, b); break;
  case SMT_BV_SDIV: r = Z3_mk_bvsdiv(c->z, a, b); break;
  case SMT_BV_UREM: r = Z3_mk_bvurem(c->z, a, b); break;
  case SMT_BV_SREM: r = Z3_mk_bvsrem(c->z, a, b); break;
  case SMT_BV_SHL: r = Z3_mk_bvshl(c->z, a, b); break;
  case SMT_BV_LSHR: r = Z3_mk_bvlshr(c->z, a, b); break;
  case SMT_BV_ASHR: r = Z3_mk_bvashr(c->z, a, b); break;
  case SMT_BV_AND: r = Z3_mk_bvand(c->z, a, b); break;
  case SMT_BV_OR: r = Z3_mk_bvor(c->z, a, b); break;
  case SMT_BV_XOR: r = Z3_mk_bvxor(c->z, a, b); break;
  case SMT_BV_CONCAT: r = Z3_mk_concat(c->z, a, b); break;
  }
  Z3_ast args[2] = {a, b};
  return fold(c, r, 2, args);
}

smt_term smt_bv_cmp(smt_ctx *c, smt_bvcmp op, smt_term a, smt_term b) {
  GUARD2(a, b);
  Z3_ast r = NULL;
  switch (op) {
  case SMT_BV_EQ: r = Z3_mk_eq(c->z, a, b); break;
  case SMT_BV_NE: {
    Z3_ast e = Z3_mk_eq(c->z, a, b);
    if (smt_failed(c)) return NULL;
    r = Z3_mk_not(c->z, e);
    break;
  }
  case SMT_BV_UGT: r = Z3_mk_bvugt(c->z, a, b); break;
  case SMT_BV_UGE: r = Z3_mk_bvuge(c->z, a, b); break;
  case SMT_BV_ULT: r = Z3_mk_bvult(c->z, a, b); break;
  case SMT_BV_ULE: r = Z3_mk_bvule(c->z, a, b); break;
  case SMT_BV_SGT: r = Z3_mk_bvsgt(c->z, a, b); break;
  case SMT_BV_SGE: r = Z3_mk_bvsge(c->z, a, b); break;
  case SMT_BV_SLT: r = Z3_mk_bvslt(c->z, a, b); break;
  case SMT_BV_SLE: r = Z3_mk_bvsle(c->z, a, b); break;
  }
  if (!smt_failed(c) && r && (op == SMT_BV_EQ || op == SMT_BV_NE) && a == b)
    return op == SMT_BV_EQ ? smt_true(c) : smt_false(c);
  Z3_ast args[2] = {a, b};
  return fold(c, r, 2, args);
}

smt_term smt_bv_extract(smt_ctx *c, unsigned hi, unsigned lo, smt_term a) {
  GUARD1(a);
  if (lo == 0 && hi + 1 == smt_bv_width(c, a)) return a;
  return fold(c, Z3_mk_extract(c->z, hi, lo, a), 1, (Z3_ast[]){a});
}

smt_term smt_bv_zext(smt_ctx *c, unsigned w, smt_term a) {
  GUARD1(a);
  unsigned aw = smt_bv_width(c, a);
  if (aw == w) return a;
  if (!aw || aw > w) {
    if (!c->error) c->error = mt_strdup("smt_bv_zext: bad width");
    return NULL;
  }
  return fold(c, Z3_mk_zero_ext(c->z, w - aw, a), 1, (Z3_ast[]){a});
}

smt_term smt_bv_sext(smt_ctx *c, unsigned w, smt_term a) {
  GUARD1(a);
  unsigned aw = smt_bv_width(c, a);
  if (aw == w) return a;
  if (!aw || aw > w) {
    if (!c->error) c->error = mt_strdup("smt_bv_sext: bad width");
    return NULL;
  }
  return fold(c, Z3_mk_sign_ext(c->z, w - aw, a), 1, (Z3_ast[]){a});
}

smt_term smt_bv_nsw(smt_ctx *c, smt_bvop op, smt_term a, smt_term b) {
  GUARD2(a, b);
  unsigned w = smt_bv_width(c, a);
  if (!w || (op != SMT_BV_ADD && op != SMT_BV_SUB && op != SMT_BV_MUL)) {
    if (!c->error) c->error = mt_strdup("smt_bv_nsw: bad operands");
    return NULL;
  }
  /* exact in twice the width: the result fits when it equals the
   * sign-extension of its truncation */
  unsigned ww = op == SMT_BV_MUL ? 2 * w : w + 1;
  smt_term wide = smt_bv_bin(c, op, smt_bv_sext(c, ww, a), smt_bv_sext(c, ww, b));
  smt_term low = smt_bv_extract(c, w - 1, 0, wide);
  return smt_bv_cmp(c, SMT_BV_EQ, smt_bv_sext(c, ww, low), wide);
}

smt_term smt_ite(smt_ctx *c, smt_term cond, smt_term a, smt_term b) {
  if (c->error || !cond || !a || !b) return NULL;
  if (smt_is_true(c, cond) || a == b) return a;
  if (smt_is_false(c, cond)) return b;
  return smt_ok(c, Z3_mk_ite(c->z, cond, a, b));
}

smt_term smt_simplify(smt_ctx *c, smt_term t) {
  GUARD1(t);
  return smt_ok(c, Z3_simplify(c->z, t));
}

smt_term smt_exists(smt_ctx *c, uint32_t n, const smt_term *vars, smt_term body) {
  GUARD1(body);
  if (n == 0) return body;
  Z3_app *apps = mt_malloc(n * sizeof *apps);
  for (uint32_t i = 0; i < n; i++) {
    apps[i] = vars[i] ? Z3_to_app(c->z, vars[i]) : NULL;
    if (!apps[i] || smt_failed(c)) {
      mt_free(apps);
      if (!c->error) c->error = mt_strdup("smt_exists: a bound variable is not a constant");
      return NULL;
    }
  }
  Z3_ast r = Z3_mk_exists_const(c->z, 0, n, apps, 0, NULL, body);
  mt_free(apps);
  return smt_ok(c, r);
}

smt_term smt_subst(smt_ctx *c, smt_term t, uint32_t n, const smt_term *from, const smt_term *to) {
  GUARD1(t);
  for (uint32_t i = 0; i < n; i++)
    if (!from[i] || !to[i]) return NULL;
  if (n == 0) return t;
  return smt_ok(c, Z3_substitute(c->z, t, n, (Z3_ast *)from, (Z3_ast *)to));
}

/* the time a query may take now (ms; 0: none left) */
unsigned smt_query_ms(smt_ctx *c) {
  unsigned ms = c->timeout_ms;
  if (c->run && c->run->deadline > 0) {
    double left = c->run->deadline - mt_now();
    if (left <= 0.001) return 0;
    double lms = left * 500.0;
    if (!ms || lms < (double)ms) ms = lms < 1.0 ? 1u : (unsigned)lms;
  }
  return ms ? ms : 4294967295u;
}

smt_term smt_qe(smt_ctx *c, smt_term phi) {
  GUARD1(phi);
  unsigned ms = smt_query_ms(c);
  if (!ms) return NULL;
  MT_INC(c->run, smt_qe);
  Z3_context z = c->z;
  Z3_tactic qe = Z3_mk_tactic(z, "qe");
  if (Z3_get_error_code(z) != Z3_OK || !qe) return NULL;
  Z3_tactic_inc_ref(z, qe);
  Z3_tactic simp = Z3_mk_tactic(z, "simplify");
  Z3_tactic_inc_ref(z, simp);
  Z3_tactic both = Z3_tactic_and_then(z, qe, simp);
  Z3_tactic_inc_ref(z, both);
  /* no timer: Z3 4.8.12's qe tactic can crash (a null dereference inside
   * Z3_tactic_apply) when try_for's timer cancels it, and a tactic takes
   * no resource limit; the run's alarm (--timeout) still ends it, and the
   * eliminations here take about a millisecond */
  Z3_goal g = Z3_mk_goal(z, false, false, false);
  Z3_goal_inc_ref(z, g);
  Z3_goal_assert(z, g, phi);
  smt_term out = NULL;
  if (Z3_get_error_code(z) == Z3_OK) {
    double t0 = mt_now();
    Z3_apply_result ar = Z3_tactic_apply(z, both, g);
    MT_LOG(c->run, 3, "smt", "qe: %.3f s", mt_now() - t0);
    if (Z3_get_error_code(z) == Z3_OK && ar) {
      Z3_apply_result_inc_ref(z, ar);
      unsigned ng = Z3_apply_result_get_num_subgoals(z, ar);
      MT_VEC(Z3_ast) disj = {0};
      bool good = Z3_get_error_code(z) == Z3_OK;
      for (unsigned i = 0; good && i < ng; i++) {
        Z3_goal sg = Z3_apply_result_get_subgoal(z, ar, i);
        unsigned k = Z3_goal_size(z, sg);
        Z3_ast *cs = mt_malloc((k ? k : 1) * sizeof *cs);
        for (unsigned j = 0; j < k; j++) cs[j] = Z3_goal_formula(z, sg, j);
        Z3_ast conj = k == 0 ? Z3_mk_true(z) : k == 1 ? cs[0] : Z3_mk_and(z, k, cs);
        mt_free(cs);
        good = Z3_get_error_code(z) == Z3_OK && conj;
        if (good) MT_VEC_PUSH(disj, conj);
      }
      if (good) {
        Z3_ast r = disj.len == 0 ? Z3_mk_false(z) : disj.len == 1 ? disj.data[0]
                                                   : Z3_mk_or(z, disj.len, disj.data);
        /* (a quantifier qe could not remove stays: still equivalent) */
        if (Z3_get_error_code(z) == Z3_OK && r) out = r;
      }
      MT_VEC_FREE(disj);
      Z3_apply_result_dec_ref(z, ar);
    }
  }
  if (!out) {
    Z3_error_code ec = Z3_get_error_code(z);
    MT_LOG(c->run, 3, "smt", "quantifier elimination gave up: %s",
           ec == Z3_OK ? "no result" : Z3_get_error_msg(z, ec));
  }
  Z3_goal_dec_ref(z, g);
  Z3_tactic_dec_ref(z, both);
  Z3_tactic_dec_ref(z, simp);
  Z3_tactic_dec_ref(z, qe);
  (void)Z3_get_error_code(z);
  return out;
}

smt_term smt_translate(smt_ctx *from, smt_term t, smt_ctx *to) {
  if (!t || from->error || to->error || !from->z || !to->z) return NULL;
  Z3_ast r = Z3_translate(from->z, t, to->z);
  if (Z3_get_error_code(from->z) != Z3_OK) return NULL;
  return smt_ok(to, r);
}

smt_term smt_tdiv(smt_ctx *c, smt_term t, int64_t k) {
  GUARD1(t);
  if (k == 0 || k == INT64_MIN) {
    c->error = mt_strdup("smt_tdiv: divisor 0 or INT64_MIN");
    return NULL;
  }
  /* Z3's div is Euclidean; for |k|: floor(|t| / |k|), the sign put back */
  int64_t ak = k < 0 ? -k : k;
  Z3_ast kk = Z3_mk_int64(c->z, ak, c->int_sort);
  Z3_ast zero = Z3_mk_int64(c->z, 0, c->int_sort);
  if (smt_failed(c)) return NULL;
  Z3_ast nt = Z3_mk_unary_minus(c->z, t);
  Z3_ast pos = Z3_mk_div(c->z, t, kk), neg = Z3_mk_unary_minus(c->z, Z3_mk_div(c->z, nt, kk));
  Z3_ast q = Z3_mk_ite(c->z, Z3_mk_ge(c->z, t, zero), pos, neg);
  if (smt_failed(c)) return NULL;
  return smt_ok(c, k < 0 ? Z3_mk_unary_minus(c->z, q) : q);
}

uint32_t smt_conjuncts(smt_ctx *c, smt_term t, smt_term *out, uint32_t cap) {
  if (!t || c->error) return 0;
  Z3_context z = c->z;
  if (Z3_get_ast_kind(z, t) == Z3_APP_AST) {
    Z3_app a = Z3_to_app(z, t);
    Z3_func_decl d = Z3_get_app_decl(z, a);
    if (Z3_get_decl_kind(z, d) == Z3_OP_AND) {
      unsigned n = Z3_get_app_num_args(z, a);
      for (unsigned i = 0; i < n && i < cap; i++) out[i] = Z3_get_app_arg(z, a, i);
      return smt_failed(c) ? 0 : n;
    }
  }
  if (smt_failed(c)) return 0;
  if (cap) out[0] = t;
  return 1;
}

static void atoms_rec(smt_ctx *c, Z3_ast t, smt_term *out, uint32_t cap, uint32_t *n, int depth) {
  Z3_context z = c->z;
  if (depth > 64 || Z3_get_ast_kind(z, t) != Z3_APP_AST) return;
  Z3_app a = Z3_to_app(z, t);
  Z3_decl_kind dk = Z3_get_decl_kind(z, Z3_get_app_decl(z, a));
  unsigned na = Z3_get_app_num_args(z, a);
  bool cmp = dk == Z3_OP_LE || dk == Z3_OP_GE || dk == Z3_OP_LT || dk == Z3_OP_GT || dk == Z3_OP_EQ;
  if (cmp && na == 2 && Z3_get_sort_kind(z, Z3_get_sort(z, Z3_get_app_arg(z, a, 0))) == Z3_INT_SORT) {
    for (uint32_t i = 0; i < *n; i++)
      if (Z3_is_eq_ast(z, out[i], t)) return;
    if (*n < cap) out[(*n)++] = t;
  }
  for (unsigned i = 0; i < na; i++) atoms_rec(c, Z3_get_app_arg(z, a, i), out, cap, n, depth + 1);
}

uint32_t smt_atoms(smt_ctx *c, smt_term t, smt_term *out, uint32_t cap) {
  if (!t || c->error) return 0;
  uint32_t n = 0;
  atoms_rec(c, t, out, cap, &n, 0);
  return smt_failed(c) ? 0 : n;
}

/* t as Σ k[i]·vars[i] + *c0 (integer coefficients that fit): false when
 * it is not linear in vars or mentions anything else */
static bool lin_term(smt_ctx *c, Z3_ast t, uint32_t n, const smt_term *vars, int64_t mul, int64_t *k,
                     int64_t *c0, int depth) {
  Z3_context z = c->z;
  if (depth > 64) return false;
  for (uint32_t i = 0; i < n; i++)
    if (Z3_is_eq_ast(z, t, vars[i])) {
      if (__builtin_add_overflow(k[i], mul, &k[i])) return false;
      return true;
    }
  if (Z3_get_ast_kind(z, t) == Z3_NUMERAL_AST) {
    int64_t v;
    if (!Z3_get_numeral_int64(z, t, &v) || smt_failed(c)) return false;
    int64_t p;
    return !__builtin_mul_overflow(v, mul, &p) && !__builtin_add_overflow(*c0, p, c0);
  }
  if (Z3_get_ast_kind(z, t) != Z3_APP_AST) return false;
  Z3_app a = Z3_to_app(z, t);
  Z3_decl_kind dk = Z3_get_decl_kind(z, Z3_get_app_decl(z, a));
  unsigned na = Z3_get_app_num_args(z, a);
  switch (dk) {
  case Z3_OP_ADD:
    for (unsigned i = 0; i < na; i++)
      if (!lin_term(c, Z3_get_app_arg(z, a, i), n, vars, mul, k, c0, depth + 1)) return false;
    return true;
  case Z3_OP_SUB:
    for (unsigned i = 0; i < na; i++)
      if (!lin_term(c, Z3_get_app_arg(z, a, i), n, vars, i ? -mul : mul, k, c0, depth + 1)) return false;
    return true;
  case Z3_OP_UMINUS:
    return na == 1 && lin_term(c, Z3_get_app_arg(z, a, 0), n, vars, -mul, k, c0, depth + 1);
  case Z3_OP_MUL: { /* one factor not a numeral at most */
    int64_t f = mul;
    Z3_ast rest = NULL;
    for (unsigned i = 0; i < na; i++) {
      Z3_ast x = Z3_get_app_arg(z, a, i);
      int64_t v;
      if (Z3_get_ast_kind(z, x) == Z3_NUMERAL_AST && Z3_get_numeral_int64(z, x, &v)) {
        if (__builtin_mul_overflow(f, v, &f)) return false;
      } else if (rest) {
        return false;
      } else {
        rest = x;
      }
    }
    if (!rest) return !__builtin_add_overflow(*c0, f, c0);
    return lin_term(c, rest, n, vars, f, k, c0, depth + 1);
  }
  default:
    return false;
  }
}

bool smt_linear_atom(smt_ctx *c, smt_term t, uint32_t n, const smt_term *vars, int64_t *k, int64_t *c0,
                     smt_cmp *op) {
  if (!t || c->error) return false;
  Z3_context z = c->z;
  bool neg = false;
  Z3_ast x = t;
  if (Z3_get_ast_kind(z, x) != Z3_APP_AST) return false;
  Z3_app a = Z3_to_app(z, x);
  Z3_decl_kind dk = Z3_get_decl_kind(z, Z3_get_app_decl(z, a));
  if (dk == Z3_OP_NOT && Z3_get_app_num_args(z, a) == 1) {
    neg = true;
    x = Z3_get_app_arg(z, a, 0);
    if (Z3_get_ast_kind(z, x) != Z3_APP_AST) return false;
    a = Z3_to_app(z, x);
    dk = Z3_get_decl_kind(z, Z3_get_app_decl(z, a));
  }
  smt_cmp r;
  switch (dk) {
  case Z3_OP_LE: r = neg ? SMT_GT : SMT_LE; break;
  case Z3_OP_GE: r = neg ? SMT_LT : SMT_GE; break;
  case Z3_OP_LT: r = neg ? SMT_GE : SMT_LT; break;
  case Z3_OP_GT: r = neg ? SMT_LE : SMT_GT; break;
  case Z3_OP_EQ: r = neg ? SMT_NE : SMT_EQ; break;
  default: return false;
  }
  if (Z3_get_app_num_args(z, a) != 2) return false;
  Z3_ast l = Z3_get_app_arg(z, a, 0), rr = Z3_get_app_arg(z, a, 1);
  if (Z3_get_sort_kind(z, Z3_get_sort(z, l)) != Z3_INT_SORT) return false;
  memset(k, 0, n * sizeof *k);
  *c0 = 0;
  /* l - r rel 0 */
  if (!lin_term(c, l, n, vars, 1, k, c0, 0) || !lin_term(c, rr, n, vars, -1, k, c0, 0)) return false;
  *op = r;
  return !smt_failed(c);
}

bool smt_mod_atom(smt_ctx *c, smt_term t, uint32_t n, const smt_term *vars, int64_t *k, int64_t *c0, int64_t *m,
                  smt_cmp *op, int64_t *rhs) {
  if (!t || c->error) return false;
  Z3_context z = c->z;
  if (Z3_get_ast_kind(z, t) != Z3_APP_AST) return false;
  Z3_app a = Z3_to_app(z, t);
  Z3_decl_kind dk = Z3_get_decl_kind(z, Z3_get_app_decl(z, a));
  if ((dk != Z3_OP_EQ && dk != Z3_OP_LE) || Z3_get_app_num_args(z, a) != 2) return false;
  Z3_ast l = Z3_get_app_arg(z, a, 0), r = Z3_get_app_arg(z, a, 1);
  if (Z3_get_ast_kind(z, l) != Z3_APP_AST || !is_numeral(c, r)) return false;
  Z3_app la = Z3_to_app(z, l);
  if (Z3_get_decl_kind(z, Z3_get_app_decl(z, la)) != Z3_OP_MOD || Z3_get_app_num_args(z, la) != 2) return false;
  Z3_ast e = Z3_get_app_arg(z, la, 0), md = Z3_get_app_arg(z, la, 1);
  if (!is_numeral(c, md) || !Z3_get_numeral_int64(z, md, m) || !Z3_get_numeral_int64(z, r, rhs)) return false;
  memset(k, 0, n * sizeof *k);
  *c0 = 0;
  if (!lin_term(c, e, n, vars, 1, k, c0, 0)) return false;
  *op = dk == Z3_OP_EQ ? SMT_EQ : SMT_LE;
  return !smt_failed(c) && *m > 0;
}

bool smt_int_const(smt_ctx *c, smt_term t, int64_t *v) {
  if (!t || c->error) return false;
  Z3_ast s = Z3_simplify(c->z, t);
  if (smt_failed(c) || !is_numeral(c, s) || Z3_get_sort_kind(c->z, Z3_get_sort(c->z, s)) != Z3_INT_SORT) return false;
  int64_t x;
  if (!Z3_get_numeral_int64(c->z, s, &x) || smt_failed(c)) return false;
  *v = x;
  return true;
}

bool smt_bv_const(smt_ctx *c, smt_term t, uint64_t *v) {
  if (!t || c->error || !is_numeral(c, t)) return false;
  unsigned w = smt_bv_width(c, t);
  if (!w || w > 64) return false;
  uint64_t x = 0;
  if (!Z3_get_numeral_uint64(c->z, t, &x) || smt_failed(c)) return false;
  *v = x;
  return true;
}

smt_term smt_array_const(smt_ctx *c, unsigned iw, smt_term v) {
  GUARD1(v);
  Z3_sort s = Z3_mk_bv_sort(c->z, iw);
  if (smt_failed(c)) return NULL;
  return smt_ok(c, Z3_mk_const_array(c->z, s, v));
}

smt_term smt_array_select(smt_ctx *c, smt_term a, smt_term i) {
  GUARD2(a, i);
  return smt_ok(c, Z3_mk_select(c->z, a, i));
}

smt_term smt_array_store(smt_ctx *c, smt_term a, smt_term i, smt_term v) {
  if (c->error || !a || !i || !v) return NULL;
  return smt_ok(c, Z3_mk_store(c->z, a, i, v));
}

/* ---- solver ------------------------------------------------------------- */

static void new_state(smt_ctx *c) { c->state = ++c->next_state; }

void smt_push(smt_ctx *c) {
  if (c->z) {
    Z3_solver_push(c->z, c->s);
    (void)smt_failed(c);
  }
  MT_VEC_PUSH(c->saved, c->state);
  c->depth++;
}

void smt_pop(smt_ctx *c) {
  if (!c->depth) return;
  if (c->z) {
    Z3_solver_pop(c->z, c->s, 1);
    (void)smt_failed(c);
  }
  c->depth--;
  c->state = c->saved.data[--c->saved.len]; /* the same assertions as then */
}

void smt_assert(smt_ctx *c, smt_term phi) {
  new_state(c);
  if (c->error) return;
  if (!phi) {
    c->error = mt_strdup("assertion of a NULL term");
    return;
  }
  Z3_solver_assert(c->z, c->s, phi);
  (void)smt_failed(c);
}

static void drop_model(smt_ctx *c) {
  if (c->model) {
    Z3_model_dec_ref(c->z, c->model);
    c->model = NULL;
  }
}

/* the solver's current assertions; the caller has pushed ¬phi if needed */
static smt_result check_now(smt_ctx *c) {
  drop_model(c);
  c->deadline_unknown = false;
  if (c->error) return SMT_UNKNOWN;
  MT_INC(c->run, smt_queries);
  unsigned ms = c->timeout_ms;
  bool by_deadline = false;
  if (c->run && c->run->deadline > 0) {
    double left = c->run->deadline - mt_now();
    if (left <= 0.001) {
      MT_INC(c->run, smt_unknown);
      MT_INC(c->run, smt_timeouts);
      c->deadline_unknown = true;
      return SMT_UNKNOWN;
    }
    /* half of what is left: Z3 may overrun its limit (it checks it only
     * now and then), and the run must still end before its deadline */
    double lms = left * 500.0;
    if (!ms || lms < (double)ms) {
      ms = lms < 1.0 ? 1u : (unsigned)lms;
      by_deadline = true;
    }
  }
  set_timeout(c, ms);
  double t0 = mt_now();
  Z3_lbool r = Z3_solver_check(c->z, c->s);
  if (mt_log_on(c->run, 3) && mt_now() - t0 > 0.5)
    MT_LOG(c->run, 3, "smt", "slow check: %.2f s (limit %u ms)", mt_now() - t0, ms);
  if (smt_failed(c)) {
    MT_INC(c->run, smt_unknown);
    return SMT_UNKNOWN;
  }
  if (r == Z3_L_FALSE) return SMT_UNSAT;
  if (r == Z3_L_TRUE) {
    c->model = Z3_solver_get_model(c->z, c->s);
    if (smt_failed(c)) c->model = NULL;
    if (c->model) Z3_model_inc_ref(c->z, c->model);
    return SMT_SAT;
  }
  MT_INC(c->run, smt_unknown);
  const char *why = Z3_solver_get_reason_unknown(c->z, c->s);
  if (!smt_failed(c) && why && (strstr(why, "timeout") || strstr(why, "canceled"))) {
    MT_INC(c->run, smt_timeouts);
    c->deadline_unknown = by_deadline;
    MT_LOG(c->run, 3, "smt", "query timed out after %u ms", ms);
  }
  return SMT_UNKNOWN;
}

/* keeps the model of the last SAT check as one of the assertions of state
 * st (smt_valid refutes formulas in it without a check) */
static void keep_cm(smt_ctx *c, uint32_t st) {
  if (!c->model) return;
  if (c->cm) Z3_model_dec_ref(c->z, c->cm);
  c->cm = c->model;
  Z3_model_inc_ref(c->z, c->cm);
  c->cm_state = st;
}

/* phi is false in the kept model of the current assertions: phi is not
 * valid (the model satisfies them and not phi) */
static bool refuted(smt_ctx *c, smt_term phi) {
  if (!phi || c->error || !c->cm || c->cm_state != c->state) return false;
  Z3_ast v = NULL;
  if (!Z3_model_eval(c->z, c->cm, phi, true, &v) || smt_failed(c) || !v) return false;
  bool f = Z3_get_bool_value(c->z, v) == Z3_L_FALSE;
  return !smt_failed(c) && f;
}

bool smt_deadline_unknown(const smt_ctx *c) { return c->deadline_unknown; }

smt_result smt_check(smt_ctx *c) {
  smt_result r = check_now(c);
  if (r == SMT_SAT) keep_cm(c, c->state);
  return r;
}

static smt_cache_slot *cache_find(smt_ctx *c, uint64_t key) {
  uint32_t i = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 40) & (c->cache_cap - 1);
  while (c->cache[i].key && c->cache[i].key != key) i = (i + 1) & (c->cache_cap - 1);
  return &c->cache[i];
}

bool smt_valid(smt_ctx *c, smt_term phi) {
  if (c->error || !phi) return false;
  uint64_t key = (((uint64_t)c->state << 32) | Z3_get_ast_id(c->z, phi)) + 1;
  smt_cache_slot *slot = cache_find(c, key);
  if (slot->key) {
    MT_INC(c->run, smt_cache_hits);
    return slot->valid;
  }
  bool valid = false;
  if (refuted(c, phi)) {
    MT_INC(c->run, smt_model_refuted);
    goto done;
  }
  Z3_solver_push(c->z, c->s);
  if (smt_failed(c)) return false;
  Z3_ast neg = Z3_mk_not(c->z, phi);
  if (!smt_failed(c)) {
    Z3_solver_assert(c->z, c->s, neg);
    if (!smt_failed(c)) valid = check_now(c) == SMT_UNSAT;
  }
  /* (the raw push and assert leave c->state as it was: the model of
   * ¬phi is one of the caller's assertions) */
  keep_cm(c, c->state);
  drop_model(c); /* a model of ¬phi is no model of the assertions' caller */
  Z3_solver_pop(c->z, c->s, 1);
  if (smt_failed(c)) return false;
done:
  if (c->cache_len * 2 >= c->cache_cap) { /* grow */
    smt_cache_slot *old = c->cache;
    uint32_t n = c->cache_cap;
    c->cache_cap *= 2;
    c->cache = mt_calloc(c->cache_cap, sizeof *c->cache);
    for (uint32_t i = 0; i < n; i++)
      if (old[i].key) *cache_find(c, old[i].key) = old[i];
    mt_free(old);
  }
  slot = cache_find(c, key);
  slot->key = key;
  slot->valid = valid;
  c->cache_len++;
  return valid;
}

uint32_t smt_stack_id(const smt_ctx *c) { return c->state; }

bool smt_valid_from(smt_ctx *c, uint32_t n, const smt_term *facts, smt_term phi) {
  if (c->error || !phi) return false;
  for (uint32_t i = 0; i < n; i++)
    if (!facts[i]) return false;
  if (!c->scratch) {
    c->scratch = Z3_mk_simple_solver(c->z);
    if (smt_failed(c)) return false;
    Z3_solver_inc_ref(c->z, c->scratch);
  }
  Z3_solver_reset(c->z, c->scratch);
  unsigned ms = c->timeout_ms;
  if (c->run && c->run->deadline > 0) {
    double left = c->run->deadline - mt_now();
    if (left <= 0.001) return false;
    double lms = left * 500.0;
    if (!ms || lms < (double)ms) ms = lms < 1.0 ? 1u : (unsigned)lms;
  }
  Z3_params p = Z3_mk_params(c->z);
  Z3_params_inc_ref(c->z, p);
  Z3_params_set_uint(c->z, p, Z3_mk_string_symbol(c->z, "timeout"), ms ? ms : 4294967295u);
  Z3_solver_set_params(c->z, c->scratch, p);
  Z3_params_dec_ref(c->z, p);
  for (uint32_t i = 0; i < n; i++) Z3_solver_assert(c->z, c->scratch, facts[i]);
  Z3_solver_assert(c->z, c->scratch, Z3_mk_not(c->z, phi));
  if (smt_failed(c)) return false;
  MT_INC(c->run, smt_queries);
  Z3_lbool r = Z3_solver_check(c->z, c->scratch);
  if (smt_failed(c)) return false;
  if (r == Z3_L_UNDEF) MT_INC(c->run, smt_unknown);
  return r == Z3_L_FALSE;
}

/* ---- models ---------------------------------------------------------------- */

static Z3_ast model_value(smt_ctx *c, smt_term t) {
  if (!c->model || !t || c->error) return NULL;
  Z3_ast v = NULL;
  if (!Z3_model_eval(c->z, c->model, t, true, &v) || smt_failed(c) || !v) return NULL;
  if (Z3_get_ast_kind(c->z, v) != Z3_NUMERAL_AST || smt_failed(c)) return NULL;
  return v;
}

bool smt_model_int(smt_ctx *c, smt_term t, int64_t *out) {
  Z3_ast v = model_value(c, t);
  if (!v) return false;
  int64_t num, den;
  if (!Z3_get_numeral_rational_int64(c->z, v, &num, &den) || smt_failed(c) || den != 1)
    return false;
  *out = num;
  return true;
}

bool smt_model_rat(smt_ctx *c, smt_term t, int64_t *num, int64_t *den) {
  Z3_ast v = model_value(c, t);
  if (!v) return false;
  int64_t n, d;
  /* false (no error) when the value does not fit in 64 bits */
  if (!Z3_get_numeral_rational_int64(c->z, v, &n, &d) || smt_failed(c) || d <= 0) return false;
  *num = n;
  *den = d;
  return true;
}

bool smt_model_bool(smt_ctx *c, smt_term t, bool *out) {
  if (!c->model || !t || c->error) return false;
  Z3_ast v = NULL;
  if (!Z3_model_eval(c->z, c->model, t, true, &v) || smt_failed(c) || !v) return false;
  Z3_lbool b = Z3_get_bool_value(c->z, v);
  if (smt_failed(c) || b == Z3_L_UNDEF) return false;
  *out = b == Z3_L_TRUE;
  return true;
}

bool smt_model_bv(smt_ctx *c, smt_term t, uint64_t *out) {
  Z3_ast v = model_value(c, t);
  if (!v) return false;
  uint64_t x = 0;
  if (!Z3_get_numeral_uint64(c->z, v, &x) || smt_failed(c)) return false;
  *out = x;
  return true;
}

char *smt_to_string(smt_ctx *c, smt_term t) {
  if (!t || !c->z) return mt_strdup("<null>");
  const char *s = Z3_ast_to_string(c->z, t);
  if (smt_failed(c) || !s) return mt_strdup("<error>");
  return mt_strdup(s);
}
