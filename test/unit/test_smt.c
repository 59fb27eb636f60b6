/* test_smt.c -- smt/smt.h: validity under assertions, push/pop, the cache,
 * models, and that an unprovable formula is never reported valid. */
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

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_validity_and_cache),
      cmocka_unit_test(test_push_pop_and_model),
      cmocka_unit_test(test_nonlinear_is_sound),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
