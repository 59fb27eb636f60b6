/* test_term.c -- term/: linear, lexicographic and multiphase ranking
 * functions found and re-checked; non-terminating and unprovable systems
 * answer "not proved"; the re-check rejects wrong certificates; non-linear
 * terms are never trusted; the deadline is respected. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "its/its.h"
#include "smt/smt.h"
#include "term/term.h"

static its *koat(mt_run *run, const char *text) {
  its *s = NULL;
  char *err = NULL;
  if (its_read(run, "test", text, strlen(text), &s, &err) != MT_OK) fail_msg("read: %s", err);
  return s;
}

/* proves the KoAT system; returns whether it was proved; the proof text
 * in *proof when asked (mt_free) */
static bool prove(const char *text, char **proof, mt_run *runp) {
  mt_run local = {0};
  mt_run *run = runp ? runp : &local;
  its *s = koat(run, text);
  rank_result r;
  assert_int_equal(rank_prove(run, s, &r), MT_OK);
  bool ok = r.proved;
  if (!ok) assert_non_null(r.reason);
  if (proof) *proof = mt_strdup(r.proof.data ? r.proof.data : "");
  rank_result_free(&r);
  its_free(s);
  return ok;
}

#define HEAD "(GOAL TERMINATION)(STARTTERM (FUNCTIONSYMBOLS f))(VAR x y z n)(RULES "

static void test_linear(void **state) {
  (void)state;
  char *p;
  mt_run run = {0};
  assert_true(prove(HEAD "f(x) -> f(x - 1) :|: x > 0)", &p, &run));
  assert_non_null(strstr(p, "ranking function: x\n"));
  mt_free(p);
  assert_int_equal(MT_GET(&run, term_rankfuns), 1);
  assert_true(MT_GET(&run, term_checks) >= 2);
  /* i < n, i++ : n - i; two locations with different offsets */
  assert_true(prove(HEAD "f(x, n) -> g(x, n) :|: x < n  g(x, n) -> f(x + 1, n))", &p, NULL));
  assert_non_null(strstr(p, "n"));
  mt_free(p);
  /* no cycles at all */
  assert_true(prove(HEAD "f(x) -> g(x) g(x) -> h(x))", &p, NULL));
  assert_non_null(strstr(p, "no cycles"));
  mt_free(p);
}

static void test_not_proved(void **state) {
  (void)state;
  /* x > 0 -> x + 1: runs forever */
  assert_false(prove(HEAD "f(x) -> f(x + 1) :|: x > 0)", NULL, NULL));
  /* unguarded decrement */
  assert_false(prove(HEAD "f(x) -> f(x - 1))", NULL, NULL));
  /* x != 0, x-- : does not terminate for x < 0 */
  assert_false(prove(HEAD "f(x) -> f(x - 1) :|: x != 0)", NULL, NULL));
  /* nondeterministic reset */
  assert_false(prove(HEAD "f(x) -> f(y) :|: x > 0)", NULL, NULL));
  /* a bounded but non-decreasing loop */
  assert_false(prove(HEAD "f(x) -> f(x) :|: x > 0 && x < 10)", NULL, NULL));
}

static void test_lexicographic(void **state) {
  (void)state;
  char *p;
  mt_run run = {0};
  /* (x, y): y-- while y > 0, else x-- and y arbitrary */
  assert_true(prove(HEAD "f(x, y) -> f(x, y - 1) :|: x > 0 && y > 0\n"
                         "f(x, y) -> f(x - 1, z) :|: x > 0 && y <= 0)",
                    &p, &run));
  assert_int_equal(MT_GET(&run, term_rankfuns), 2);
  assert_non_null(strstr(p, "non-increasing"));
  mt_free(p);
  /* nested loops through two locations */
  assert_true(prove(HEAD "f(x, y, z, n) -> g(x, 0, z, n) :|: x < n\n"
                         "g(x, y, z, n) -> g(x, y + 1, z, n) :|: y < x\n"
                         "g(x, y, z, n) -> f(x + 1, y, z, n) :|: y >= x)",
                    NULL, NULL));
}

static void test_multiphase(void **state) {
  (void)state;
  char *p;
  mt_run run = {0};
  assert_true(prove(HEAD "f(x, y) -> f(x + y, y - 1) :|: x > 0)", &p, &run));
  assert_non_null(strstr(p, "multiphase"));
  assert_int_equal(MT_GET(&run, term_multiphase), 1);
  mt_free(p);
  /* three phases: z drives y drives x */
  assert_true(prove(HEAD "f(x, y, z) -> f(x + y, y + z, z - 1) :|: x > 0)", &p, NULL));
  mt_free(p);
}

static void test_nonlinear_never_trusted(void **state) {
  (void)state;
  /* x' = x - y*y - 1 terminates, but only with y*y >= 0, which the
   * abstraction does not know: not proved (sound) */
  assert_false(prove(HEAD "f(x, y) -> f(x - y * y - 1, y) :|: x > 0)", NULL, NULL));
  /* x' = x*x grows for x > 1 */
  assert_false(prove(HEAD "f(x) -> f(x * x) :|: x > 1)", NULL, NULL));
  /* a loop whose termination does not depend on the abstracted value */
  assert_true(prove(HEAD "f(x, y) -> f(x - 1, x * y) :|: x > 0)", NULL, NULL));
}

static void test_infeasible_rules_dropped(void **state) {
  (void)state;
  mt_run run = {0};
  /* 3x < 2y < 3x + 1 has no integer solution (it has rational ones) */
  assert_true(prove(HEAD "f(x, y) -> f(x + 1, y) :|: 3 * x < 2 * y && 2 * y < 3 * x + 1)", NULL, &run));
  assert_int_equal(MT_GET(&run, term_infeasible), 1);
}

static void test_check_rejects_wrong_certificates(void **state) {
  (void)state;
  mt_run run = {0};
  its *s = koat(&run, HEAD "f(x, y) -> f(x - 1, y + 1) :|: x > 0)");
  smt_ctx *chk = smt_new(&run, 2000);
  int64_t c[3] = {0};
  rank_comp f = {1, s->nloc, s->nvar, c};
  const its_rule *r = &s->rule[0];
  /* x: decreasing and bounded */
  c[0] = 1;
  assert_true(rank_check_rule(chk, &run, s, r, &f, true));
  /* x + 1: too, x - 1: decreasing but not bounded (x = 0 is excluded, x = 1 gives 0) */
  c[2] = -1;
  assert_true(rank_check_rule(chk, &run, s, r, &f, true));
  c[2] = -2;
  assert_false(rank_check_rule(chk, &run, s, r, &f, true));
  assert_true(rank_check_rule(chk, &run, s, r, &f, false)); /* still non-increasing */
  /* y: increases */
  c[0] = 0, c[1] = 1, c[2] = 0;
  assert_false(rank_check_rule(chk, &run, s, r, &f, false));
  assert_false(rank_check_rule(chk, &run, s, r, &f, true));
  /* x + y: constant, non-increasing but not decreasing */
  c[0] = 1;
  assert_true(rank_check_rule(chk, &run, s, r, &f, false));
  assert_false(rank_check_rule(chk, &run, s, r, &f, true));
  /* malformed component */
  rank_comp bad = {0, s->nloc, s->nvar, c};
  assert_false(rank_check_rule(chk, &run, s, r, &bad, false));
  mt_buf b = {0};
  rank_print_fun(&b, s, &f, 0, 0);
  assert_string_equal(b.data, "x + y");
  mt_buf_free(&b);
  smt_free(chk);
  its_free(s);
}

static void test_deadline(void **state) {
  (void)state;
  mt_run run = {0};
  run.deadline = mt_now() - 1;
  its *s = koat(&run, HEAD "f(x) -> f(x - 1) :|: x > 0)");
  rank_result r;
  assert_int_equal(rank_prove(&run, s, &r), MT_OK);
  assert_false(r.proved);
  assert_non_null(strstr(r.reason, "time"));
  rank_result_free(&r);
  its_free(s);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_linear),
      cmocka_unit_test(test_not_proved),
      cmocka_unit_test(test_lexicographic),
      cmocka_unit_test(test_multiphase),
      cmocka_unit_test(test_nonlinear_never_trusted),
      cmocka_unit_test(test_infeasible_rules_dropped),
      cmocka_unit_test(test_check_rejects_wrong_certificates),
      cmocka_unit_test(test_deadline),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
