/* test_smt.c -- smt/smt.h: validity under assertions, push/pop, the cache,
 * models (integer, rational, Boolean), real arithmetic, sticky errors,
 * timeouts and the deadline, and that an unprovable formula is never
 * reported valid; bit-vector and array terms (folding of numerals,
 * extensions, signed-overflow formulas, models). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "smt/smt.h"

static void test_validity_and_cache(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 2000);
  smt_term x = smt_var(c, "x"), y = smt_var(c, "y");
  /* x <= y, x != y |= x < y  (the strlen step of seed 000) */
  smt_assert(c, smt_rel(c, SMT_LE, x, y));
  smt_assert(c, smt_rel(c, SMT_NE, x, y));
  smt_term goal = smt_rel(c, SMT_LT, x, y);
  assert_true(smt_valid(c, goal));
  uint64_t q = MT_GET(&run, smt_queries);
  assert_true(smt_valid(c, goal)); /* cached */
  assert_int_equal(MT_GET(&run, smt_queries), q);
  assert_int_equal(MT_GET(&run, smt_cache_hits), 1);
  /* not implied: x + 1 < y */
  assert_false(smt_valid(c, smt_rel(c, SMT_LT, smt_add(c, x, smt_int(c, 1)), y)));
  smt_free(c);
}

/* C's truncating division by constants, quantifiers, elimination,
 * substitution and translation (term/nonterm.c, term/recur.c) */
static void test_tdiv_qe_translate(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 2000);
  static const int64_t cases[][3] = {{7, 2, 3}, {-7, 2, -3}, {7, -2, -3}, {-7, -2, 3}, {-1, 4, 0}, {8, 4, 2}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    smt_term q = smt_tdiv(c, smt_int(c, cases[i][0]), cases[i][1]);
    assert_true(smt_valid(c, smt_rel(c, SMT_EQ, q, smt_int(c, cases[i][2]))));
  }
  assert_null(smt_error(c));
  smt_term x = smt_var(c, "x"), y = smt_var(c, "y");
  /* ∃y. x = 2y  is  x even: qe gives a formula with no y, true at 4, false at 5 */
  smt_term ex = smt_exists(c, 1, &y, smt_rel(c, SMT_EQ, x, smt_scale(c, 2, y)));
  smt_term qf = smt_qe(c, ex);
  assert_non_null(qf);
  smt_term four = smt_int(c, 4), five = smt_int(c, 5);
  assert_true(smt_valid(c, smt_subst(c, qf, 1, &x, &four)));
  assert_true(smt_valid(c, smt_not(c, smt_subst(c, qf, 1, &x, &five))));
  /* the existential itself, decided by the solver */
  assert_true(smt_valid(c, smt_subst(c, ex, 1, &x, &four)));
  smt_term parts[4];
  assert_int_equal(smt_conjuncts(c, smt_and(c, smt_rel(c, SMT_GE, x, four), smt_rel(c, SMT_LE, x, five)), parts, 4), 2);
  /* a term of another context */
  smt_ctx *d = smt_new(&run, 2000);
  smt_term xd = smt_translate(c, smt_rel(c, SMT_GE, x, four), d);
  assert_non_null(xd);
  assert_true(smt_valid(d, smt_implies(d, smt_rel(d, SMT_GE, smt_var(d, "x"), smt_int(d, 5)), xd)));
  smt_free(d);
  smt_free(c);
}

static void test_push_pop_and_model(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 2000);
  smt_term x = smt_var(c, "x");
  smt_term pos = smt_rel(c, SMT_GT, x, smt_int(c, 0));
  assert_false(smt_valid(c, pos));
  smt_push(c);
  smt_assert(c, smt_rel(c, SMT_EQ, x, smt_int(c, 5)));
  assert_true(smt_valid(c, pos));
  assert_int_equal(smt_check(c), SMT_SAT);
  int64_t v = 0;
  assert_true(smt_model_int(c, x, &v));
  assert_int_equal(v, 5);
  smt_pop(c);
  assert_false(smt_valid(c, pos)); /* the cache must not answer from inside the push */
  smt_assert(c, smt_rel(c, SMT_LT, x, smt_int(c, 0)));
  smt_assert(c, pos);
  assert_int_equal(smt_check(c), SMT_UNSAT);
  char *s = smt_to_string(c, pos);
  assert_non_null(strstr(s, "x"));
  mt_free(s);
  smt_free(c);
}

/* the model kept from a "not valid" answer refutes later formulas of the
 * same assertions without a check, and never those of other assertions */
static void test_kept_model(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 2000);
  smt_term x = smt_var(c, "x"), y = smt_var(c, "y");
  smt_assert(c, smt_rel(c, SMT_GE, x, smt_int(c, 0)));
  smt_assert(c, smt_rel(c, SMT_LE, x, smt_int(c, 3)));
  smt_assert(c, smt_rel(c, SMT_EQ, y, smt_add(c, x, smt_int(c, 1))));
  assert_false(smt_valid(c, smt_rel(c, SMT_GE, x, smt_int(c, 5)))); /* a model with x <= 3 */
  uint64_t q = MT_GET(&run, smt_queries);
  assert_false(smt_valid(c, smt_rel(c, SMT_GE, x, smt_int(c, 7))));
  assert_false(smt_valid(c, smt_rel(c, SMT_GE, y, smt_int(c, 9))));
  assert_int_equal(MT_GET(&run, smt_queries), q);
  assert_int_equal(MT_GET(&run, smt_model_refuted), 2);
  /* valid formulas are still proved (no model refutes them) */
  assert_true(smt_valid(c, smt_rel(c, SMT_LE, y, smt_int(c, 4))));
  /* other assertions: the model (x <= 3) must not refute x >= 10 */
  smt_push(c);
  smt_assert(c, smt_rel(c, SMT_EQ, x, smt_int(c, 3)));
  assert_true(smt_valid(c, smt_rel(c, SMT_EQ, y, smt_int(c, 4))));
  smt_pop(c);
  smt_assert(c, smt_rel(c, SMT_GE, x, smt_int(c, 3)));
  assert_true(smt_valid(c, smt_rel(c, SMT_GE, y, smt_int(c, 4))));
  smt_free(c);
}

static void test_nonlinear_is_sound(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 500);
  smt_term x = smt_var(c, "x"), y = smt_var(c, "y");
  /* x*y >= 0 does not follow from x >= -1 */
  smt_assert(c, smt_rel(c, SMT_GE, x, smt_int(c, -1)));
  assert_false(smt_valid(c, smt_rel(c, SMT_GE, smt_mul(c, x, y), smt_int(c, 0))));
  /* x*x >= 0 does */
  assert_true(smt_valid(c, smt_rel(c, SMT_GE, smt_mul(c, x, x), smt_int(c, 0))));
  smt_free(c);
}


static void test_reals_and_rational_models(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 2000);
  smt_term a = smt_var_of(c, SMT_REAL, "a"), b = smt_var_of(c, SMT_REAL, "b");
  /* 3a = 1, b = a + 1/2  ->  a = 1/3, b = 5/6 */
  smt_assert(c, smt_rel(c, SMT_EQ, smt_scale(c, 3, a), smt_num(c, SMT_REAL, 1, 1)));
  smt_assert(c, smt_rel(c, SMT_EQ, b, smt_add(c, a, smt_num(c, SMT_REAL, 1, 2))));
  assert_int_equal(smt_check(c), SMT_SAT);
  int64_t n = 0, d = 0;
  assert_true(smt_model_rat(c, a, &n, &d));
  assert_int_equal(n, 1);
  assert_int_equal(d, 3);
  assert_true(smt_model_rat(c, b, &n, &d));
  assert_int_equal(n, 5);
  assert_int_equal(d, 6);
  int64_t v;
  assert_false(smt_model_int(c, a, &v)); /* not an integer */
  /* over the integers 3x = 1 has no solution; over the reals it has */
  smt_term x = smt_var(c, "x");
  assert_true(smt_valid(c, smt_rel(c, SMT_NE, smt_scale(c, 3, x), smt_int(c, 1))));
  /* sums, and the empty sum */
  smt_term ts[3] = {a, b, smt_num(c, SMT_REAL, -7, 6)};
  assert_true(smt_valid(c, smt_rel(c, SMT_EQ, smt_sum(c, SMT_REAL, 3, ts), smt_num(c, SMT_REAL, 0, 1))));
  assert_true(smt_valid(c, smt_rel(c, SMT_EQ, smt_sum(c, SMT_INT, 0, NULL), smt_int(c, 0))));
  assert_null(smt_error(c));
  smt_free(c);
}

static void test_bool_selectors(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 2000);
  smt_term p = smt_var_of(c, SMT_BOOL, "p"), x = smt_var(c, "x");
  smt_assert(c, smt_implies(c, p, smt_rel(c, SMT_GT, x, smt_int(c, 10))));
  smt_assert(c, smt_implies(c, smt_not(c, p), smt_rel(c, SMT_LT, x, smt_int(c, 0))));
  smt_push(c);
  smt_assert(c, p);
  assert_int_equal(smt_check(c), SMT_SAT);
  bool pv = false;
  int64_t xv = 0;
  assert_true(smt_model_bool(c, p, &pv));
  assert_true(pv);
  assert_true(smt_model_int(c, x, &xv));
  assert_true(xv > 10);
  smt_pop(c);
  smt_pop(c); /* unmatched: a no-op */
  smt_term ts[2] = {smt_rel(c, SMT_GT, x, smt_int(c, 0)), smt_rel(c, SMT_LT, x, smt_int(c, 5))};
  smt_push(c);
  smt_assert(c, smt_and_n(c, 2, ts));
  smt_assert(c, smt_not(c, p));
  assert_int_equal(smt_check(c), SMT_UNSAT);
  smt_pop(c);
  smt_free(c);
}

static void test_errors_are_sticky_and_never_valid(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 2000);
  smt_term x = smt_var(c, "x"), p = smt_var_of(c, SMT_BOOL, "p");
  assert_null(smt_error(c));
  /* a sort error: Int + Bool */
  assert_null(smt_add(c, x, p));
  assert_non_null(smt_error(c));
  /* from now on: no terms, no answers */
  assert_null(smt_int(c, 1));
  assert_null(smt_rel(c, SMT_EQ, x, x));
  assert_false(smt_valid(c, smt_true(c)));
  smt_assert(c, NULL);
  assert_int_equal(smt_check(c), SMT_UNKNOWN);
  int64_t v;
  assert_false(smt_model_int(c, x, &v));
  smt_free(c);
  /* a NULL assertion is an error too */
  c = smt_new(&run, 2000);
  smt_assert(c, NULL);
  assert_non_null(smt_error(c));
  assert_int_equal(smt_check(c), SMT_UNKNOWN);
  assert_false(smt_valid(c, smt_true(c)));
  /* bad numerals */
  smt_free(c);
  c = smt_new(&run, 2000);
  assert_null(smt_num(c, SMT_INT, 1, 2));
  assert_non_null(smt_error(c));
  smt_free(c);
}

static void test_deadline_means_unknown(void **state) {
  (void)state;
  mt_run run = {0};
  run.deadline = mt_now() - 1.0; /* already passed */
  smt_ctx *c = smt_new(&run, 2000);
  smt_term x = smt_var(c, "x");
  /* trivially valid, but there is no time to prove it */
  assert_false(smt_valid(c, smt_rel(c, SMT_EQ, x, x)));
  assert_int_equal(smt_check(c), SMT_UNKNOWN);
  assert_true(MT_GET(&run, smt_timeouts) >= 2);
  assert_true(MT_GET(&run, smt_unknown) >= 2);
  smt_free(c);
}

static void test_timeout_means_unknown(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 1); /* 1 ms per query */
  /* a hard non-linear query: x^3 + y^3 = z^3 with x, y, z >= 1 (no solution,
   * beyond Z3 in 1 ms) */
  smt_term x = smt_var(c, "x"), y = smt_var(c, "y"), z = smt_var(c, "z");
  smt_term one = smt_int(c, 1);
  smt_assert(c, smt_rel(c, SMT_GE, x, one));
  smt_assert(c, smt_rel(c, SMT_GE, y, one));
  smt_assert(c, smt_rel(c, SMT_GE, z, one));
  smt_term x3 = smt_mul(c, x, smt_mul(c, x, x)), y3 = smt_mul(c, y, smt_mul(c, y, y));
  smt_term z3 = smt_mul(c, z, smt_mul(c, z, z));
  smt_term phi = smt_rel(c, SMT_NE, smt_add(c, x3, y3), z3);
  assert_false(smt_valid(c, phi));
  assert_int_equal(MT_GET(&run, smt_unknown), 1);
  smt_free(c);
}

static void test_bv_fold(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 1000);
  uint64_t v = 0;
  smt_term a = smt_bv(c, 8, 200), b = smt_bv(c, 8, 100);
  assert_true(smt_bv_const(c, smt_bv_bin(c, SMT_BV_ADD, a, b), &v));
  assert_int_equal(v, 44); /* 300 mod 256 */
  assert_int_equal(smt_bv_width(c, a), 8);
  assert_true(smt_bv_const(c, smt_bv_sext(c, 16, a), &v));
  assert_int_equal(v, 0xFFC8);
  assert_true(smt_bv_const(c, smt_bv_zext(c, 16, a), &v));
  assert_int_equal(v, 200);
  assert_true(smt_bv_const(c, smt_bv_extract(c, 7, 4, a), &v));
  assert_int_equal(v, 0xC);
  assert_true(smt_bv_const(c, smt_bv_bin(c, SMT_BV_CONCAT, a, b), &v));
  assert_int_equal(v, (200u << 8) | 100u);
  assert_true(smt_is_true(c, smt_bv_cmp(c, SMT_BV_SLT, a, b)));  /* -56 < 100 */
  assert_true(smt_is_false(c, smt_bv_cmp(c, SMT_BV_ULT, a, b))); /* 200 > 100 */
  assert_true(smt_is_false(c, smt_bv_nsw(c, SMT_BV_ADD, smt_bv(c, 8, 127), smt_bv(c, 8, 1))));
  assert_true(smt_is_true(c, smt_bv_nsw(c, SMT_BV_MUL, smt_bv(c, 8, 0xFF), smt_bv(c, 8, 0x7F))));
  smt_term x = smt_bv_var(c, 8, "x");
  assert_false(smt_bv_const(c, x, &v));
  assert_true(smt_ite(c, smt_true(c), x, a) == x);
  assert_true(smt_ite(c, smt_false(c), x, a) == a);
  assert_true(smt_is_true(c, smt_bv_cmp(c, SMT_BV_EQ, x, x)));
  assert_null(smt_error(c));
  smt_free(c);
}

static void test_bv_solve(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 2000);
  /* x * 3 == 21 (mod 2^32) with x signed-positive and no overflow: x = 7 */
  smt_term x = smt_bv_var(c, 32, "x");
  smt_assert(c, smt_bv_cmp(c, SMT_BV_EQ, smt_bv_bin(c, SMT_BV_MUL, x, smt_bv(c, 32, 3)),
                           smt_bv(c, 32, 21)));
  smt_assert(c, smt_bv_nsw(c, SMT_BV_MUL, x, smt_bv(c, 32, 3)));
  assert_int_equal(smt_check(c), SMT_SAT);
  uint64_t v = 0;
  assert_true(smt_model_bv(c, x, &v));
  assert_int_equal(v, 7);
  /* an array: store 5 at index x, read it back through y == x */
  smt_term arr = smt_array_const(c, 32, smt_bv(c, 8, 0));
  smt_term y = smt_bv_var(c, 32, "y");
  arr = smt_array_store(c, arr, x, smt_bv(c, 8, 5));
  smt_push(c);
  smt_assert(c, smt_bv_cmp(c, SMT_BV_EQ, y, x));
  smt_assert(c, smt_bv_cmp(c, SMT_BV_NE, smt_array_select(c, arr, y), smt_bv(c, 8, 5)));
  assert_int_equal(smt_check(c), SMT_UNSAT);
  smt_pop(c);
  smt_assert(c, smt_bv_cmp(c, SMT_BV_NE, y, x));
  smt_assert(c, smt_bv_cmp(c, SMT_BV_NE, smt_array_select(c, arr, y), smt_bv(c, 8, 0)));
  assert_int_equal(smt_check(c), SMT_UNSAT);
  assert_null(smt_error(c));
  smt_free(c);
}


/* smt_horn: a counter loop is safe (Spacer's interpretation of the loop
 * relation re-checks), its buggy twin is not; a nullary relation's
 * interpretation comes from the model's constants */
/* bounds by the optimizer: exact values, an unbounded term, no state */
static void test_bounds(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 2000);
  smt_term a = smt_var(c, "a"), b = smt_var(c, "b"), u = smt_var(c, "u");
  smt_term phi = smt_and(c, smt_and(c, smt_rel(c, SMT_LE, smt_int(c, -3), a), smt_rel(c, SMT_LE, a, smt_int(c, 10))),
                         smt_rel(c, SMT_EQ, b, smt_scale(c, 2, a)));
  phi = smt_and(c, phi, smt_rel(c, SMT_GE, u, a));
  smt_term objs[3] = {smt_add(c, a, b), smt_sub(c, b, a), u};
  int64_t lo[3], hi[3];
  uint8_t hl[3], hh[3];
  assert_int_equal(smt_bounds(c, phi, 3, objs, 0, lo, hi, hl, hh), SMT_SAT);
  assert_true(hl[0] && hh[0]);
  assert_int_equal(lo[0], -9);
  assert_int_equal(hi[0], 30);
  assert_true(hl[1] && hh[1]);
  assert_int_equal(lo[1], -3);
  assert_int_equal(hi[1], 10);
  assert_true(hl[2]);       /* u >= a >= -3 */
  assert_int_equal(lo[2], -3);
  assert_false(hh[2]);      /* u has no upper bound */
  smt_term none = smt_and(c, phi, smt_rel(c, SMT_GT, a, smt_int(c, 10)));
  assert_int_equal(smt_bounds(c, none, 3, objs, 0, lo, hi, hl, hh), SMT_UNSAT);
  assert_false(hl[0] || hh[0]);
  assert_true(MT_GET(&run, smt_opt_queries) >= 6);
  smt_free(c);
}

static void test_horn(void **state) {
  (void)state;
  for (int bug = 0; bug < 2; bug++) {
    mt_run run = {0};
    smt_ctx *c = smt_new(&run, 2000);
    smt_sort s2[2] = {SMT_INT, SMT_INT};
    smt_pred inv = smt_pred_new(c, "inv", 2, s2), err = smt_pred_new(c, "err", 0, NULL);
    assert_string_equal(smt_pred_name(c, inv), "inv");
    smt_term i = smt_var(c, "i"), n = smt_var(c, "n"), vars[2] = {i, n};
    smt_horn *h = smt_horn_new(c);
    smt_term a0[2] = {smt_int(c, 0), n};
    smt_horn_add(h, 1, &n, smt_rel(c, SMT_GE, n, smt_int(c, 0)), smt_pred_app(c, inv, 2, a0));
    smt_term a1[2] = {smt_add(c, i, smt_int(c, 1)), n};
    smt_horn_add(h, 2, vars, smt_and(c, smt_pred_app(c, inv, 2, vars), smt_rel(c, SMT_LT, i, n)),
                 smt_pred_app(c, inv, 2, a1));
    smt_term bad = smt_rel(c, bug ? SMT_GE : SMT_GT, i, n); /* i = n at the exit */
    smt_horn_add(h, 2, vars, smt_and(c, smt_pred_app(c, inv, 2, vars), bad), smt_pred_app(c, err, 0, NULL));
    smt_horn_add(h, 0, NULL, smt_pred_app(c, err, 0, NULL), NULL);
    smt_horn_answer r = smt_horn_solve(h, 10000);
    if (bug) {
      assert_int_equal(r, SMT_HORN_UNSAFE);
    } else {
      assert_int_equal(r, SMT_HORN_SAFE);
      smt_term I = smt_horn_interp(h, inv, 2, vars);
      assert_non_null(I);
      /* inductive and safe by an ordinary validity check */
      assert_true(smt_valid(c, smt_implies(c, smt_and(c, I, smt_rel(c, SMT_LT, i, n)),
                                           smt_subst(c, I, 2, vars, a1))));
      assert_true(smt_valid(c, smt_implies(c, I, smt_rel(c, SMT_LE, i, n))));
      smt_term E = smt_horn_interp(h, err, 0, NULL);
      assert_true(E == NULL || smt_is_false(c, smt_simplify(c, E)));
    }
    smt_horn_free(h);
    smt_free(c);
  }
}

/* smt_atoms: the integer comparisons under ite and not, each once, and
 * their linear form */
static void test_atoms(void **state) {
  (void)state;
  mt_run run = {0};
  smt_ctx *c = smt_new(&run, 2000);
  smt_term x = smt_var(c, "x"), y = smt_var(c, "y"), one = smt_int(c, 1), zero = smt_int(c, 0);
  smt_term lt = smt_rel(c, SMT_LT, x, smt_int(c, 50));
  /* (ite (x < 50) 1 0) = 1  and  not (x - y >= 0)  and again x < 50 */
  smt_term phi = smt_and(c, smt_rel(c, SMT_EQ, smt_ite(c, lt, one, zero), one),
                         smt_and(c, smt_not(c, smt_rel(c, SMT_GE, smt_sub(c, x, y), zero)), lt));
  smt_term at[8];
  uint32_t n = smt_atoms(c, phi, at, 8);
  assert_int_equal(n, 3); /* the equality of the ite, x < 50 (once), x - y >= 0 */
  bool seen = false;
  smt_term vars[2] = {x, y};
  for (uint32_t i = 0; i < n; i++) {
    int64_t k[2] = {0, 0}, c0;
    smt_cmp op;
    if (!smt_linear_atom(c, at[i], 2, vars, k, &c0, &op)) continue;
    if (op == SMT_LT && k[0] == 1 && k[1] == 0 && c0 == -50) seen = true;
  }
  assert_true(seen);
  assert_int_equal(smt_atoms(c, phi, at, 1), 1); /* at most cap */
  assert_int_equal(smt_atoms(c, smt_true(c), at, 8), 0);
  assert_null(smt_error(c));
  smt_free(c);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_validity_and_cache),
      cmocka_unit_test(test_tdiv_qe_translate),
      cmocka_unit_test(test_push_pop_and_model),
      cmocka_unit_test(test_kept_model),
      cmocka_unit_test(test_nonlinear_is_sound),
      cmocka_unit_test(test_reals_and_rational_models),
      cmocka_unit_test(test_bool_selectors),
      cmocka_unit_test(test_errors_are_sticky_and_never_valid),
      cmocka_unit_test(test_deadline_means_unknown),
      cmocka_unit_test(test_timeout_means_unknown),
      cmocka_unit_test(test_bv_fold),
      cmocka_unit_test(test_bv_solve),
      cmocka_unit_test(test_horn),
      cmocka_unit_test(test_bounds),
      cmocka_unit_test(test_atoms),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
