/* smt.c -- Z3 behind smt.h: an incremental solver, per-check timeouts,
 * a validity cache keyed by (assertion-stack state, term id). */
#include "smt.h"

#include <string.h>
#include <z3.h>

typedef struct smt_cache_slot {
  uint64_t key; /* (state << 32) | ast id, +1 so that 0 means empty */
  uint8_t valid;
} smt_cache_slot;

struct smt_ctx {
  mt_run *run;
  Z3_context z;
  Z3_solver s;
  Z3_sort int_sort;
  Z3_model model;
  uint32_t state;        /* changes with every assert / push / pop */
  uint32_t next_state;
  MT_VEC(uint32_t) saved; /* state at each push */
  smt_cache_slot *cache;
  uint32_t cache_cap, cache_len;
};

/* Z3 reports errors through this handler; memterm checks
 * Z3_get_error_code after each check instead of aborting */
static void smt_on_error(Z3_context z, Z3_error_code e) {
  (void)z;
  (void)e;
}

smt_ctx *smt_new(mt_run *run, unsigned timeout_ms) {
  smt_ctx *c = mt_calloc(1, sizeof *c);
  c->run = run;
  Z3_config cfg = Z3_mk_config();
  c->z = Z3_mk_context(cfg);
  Z3_del_config(cfg);
  Z3_set_error_handler(c->z, smt_on_error);
  c->s = Z3_mk_solver(c->z);
  Z3_solver_inc_ref(c->z, c->s);
  if (timeout_ms) {
    Z3_params p = Z3_mk_params(c->z);
    Z3_params_inc_ref(c->z, p);
    Z3_params_set_uint(c->z, p, Z3_mk_string_symbol(c->z, "timeout"), timeout_ms);
    Z3_solver_set_params(c->z, c->s, p);
    Z3_params_dec_ref(c->z, p);
  }
  c->int_sort = Z3_mk_int_sort(c->z);
  c->state = c->next_state = 1;
  c->cache_cap = 1024;
  c->cache = mt_calloc(c->cache_cap, sizeof *c->cache);
  return c;
}

void smt_free(smt_ctx *c) {
  if (!c) return;
  if (c->model) Z3_model_dec_ref(c->z, c->model);
  Z3_solver_dec_ref(c->z, c->s);
  Z3_del_context(c->z);
  MT_VEC_FREE(c->saved);
  mt_free(c->cache);
  mt_free(c);
}

smt_term smt_int(smt_ctx *c, int64_t v) { return Z3_mk_int64(c->z, v, c->int_sort); }
smt_term smt_var(smt_ctx *c, const char *name) {
  return Z3_mk_const(c->z, Z3_mk_string_symbol(c->z, name), c->int_sort);
}
smt_term smt_add(smt_ctx *c, smt_term a, smt_term b) {
  Z3_ast x[2] = {a, b};
  return Z3_mk_add(c->z, 2, x);
}
smt_term smt_sub(smt_ctx *c, smt_term a, smt_term b) {
  Z3_ast x[2] = {a, b};
  return Z3_mk_sub(c->z, 2, x);
}
smt_term smt_mul(smt_ctx *c, smt_term a, smt_term b) {
  Z3_ast x[2] = {a, b};
  return Z3_mk_mul(c->z, 2, x);
}
smt_term smt_rel(smt_ctx *c, smt_cmp op, smt_term a, smt_term b) {
  switch (op) {
  case SMT_EQ: return Z3_mk_eq(c->z, a, b);
  case SMT_NE: return Z3_mk_not(c->z, Z3_mk_eq(c->z, a, b));
  case SMT_LT: return Z3_mk_lt(c->z, a, b);
  case SMT_LE: return Z3_mk_le(c->z, a, b);
  case SMT_GT: return Z3_mk_gt(c->z, a, b);
  case SMT_GE: return Z3_mk_ge(c->z, a, b);
  }
  return Z3_mk_true(c->z);
}
smt_term smt_true(smt_ctx *c) { return Z3_mk_true(c->z); }
smt_term smt_not(smt_ctx *c, smt_term a) { return Z3_mk_not(c->z, a); }
smt_term smt_and(smt_ctx *c, smt_term a, smt_term b) {
  Z3_ast x[2] = {a, b};
  return Z3_mk_and(c->z, 2, x);
}
smt_term smt_or(smt_ctx *c, smt_term a, smt_term b) {
  Z3_ast x[2] = {a, b};
  return Z3_mk_or(c->z, 2, x);
}
smt_term smt_implies(smt_ctx *c, smt_term a, smt_term b) { return Z3_mk_implies(c->z, a, b); }

static void new_state(smt_ctx *c) { c->state = ++c->next_state; }

void smt_push(smt_ctx *c) {
  Z3_solver_push(c->z, c->s);
  MT_VEC_PUSH(c->saved, c->state);
}

void smt_pop(smt_ctx *c) {
  if (!c->saved.len) return;
  Z3_solver_pop(c->z, c->s, 1);
  c->state = c->saved.data[--c->saved.len]; /* the same assertions as then */
}

void smt_assert(smt_ctx *c, smt_term phi) {
  Z3_solver_assert(c->z, c->s, phi);
  new_state(c);
}

smt_result smt_check(smt_ctx *c) {
  MT_INC(c->run, smt_queries);
  if (c->model) {
    Z3_model_dec_ref(c->z, c->model);
    c->model = NULL;
  }
  Z3_lbool r = Z3_solver_check(c->z, c->s);
  if (Z3_get_error_code(c->z) != Z3_OK) return SMT_UNKNOWN;
  if (r == Z3_L_FALSE) return SMT_UNSAT;
  if (r == Z3_L_TRUE) {
    c->model = Z3_solver_get_model(c->z, c->s);
    if (c->model) Z3_model_inc_ref(c->z, c->model);
    return SMT_SAT;
  }
  MT_INC(c->run, smt_unknown);
  return SMT_UNKNOWN;
}

static smt_cache_slot *cache_find(smt_ctx *c, uint64_t key) {
  uint32_t i = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 40) & (c->cache_cap - 1);
  while (c->cache[i].key && c->cache[i].key != key) i = (i + 1) & (c->cache_cap - 1);
  return &c->cache[i];
}

bool smt_valid(smt_ctx *c, smt_term phi) {
  uint64_t key = (((uint64_t)c->state << 32) | Z3_get_ast_id(c->z, phi)) + 1;
  smt_cache_slot *slot = cache_find(c, key);
  if (slot->key) {
    MT_INC(c->run, smt_cache_hits);
    return slot->valid;
  }
  Z3_solver_push(c->z, c->s);
  Z3_solver_assert(c->z, c->s, Z3_mk_not(c->z, phi));
  bool valid = smt_check(c) == SMT_UNSAT;
  Z3_solver_pop(c->z, c->s, 1);
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

bool smt_model_int(smt_ctx *c, smt_term t, int64_t *out) {
  if (!c->model) return false;
  Z3_ast v = NULL;
  if (!Z3_model_eval(c->z, c->model, t, true, &v) || !v) return false;
  int64_t r;
  if (!Z3_get_numeral_int64(c->z, v, &r)) return false;
  *out = r;
  return true;
}

char *smt_to_string(smt_ctx *c, smt_term t) { return mt_strdup(Z3_ast_to_string(c->z, t)); }
